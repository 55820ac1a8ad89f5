#!/usr/bin/env bash
# The table of docs/MEMORY.md: memory estimates (shared/media/memcost.c) against
# the peak RSS rise measured by t/bench/memtool.c, one fresh process per
# row.  Inputs are the corpus and images made here with the vips tool in
# build/bench/mem/ (about 700 MB, kept for the next run).
#
#   bash t/bench/memory.sh > rows.md
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
corpus=${PICTOR_CORPUS:-$root/../shared/corpus}
out=$root/build/bench/mem
tool=$root/build/bench/memtool
pkgs="jansson libsodium libzmq openssl libmariadb vips libexif libxml-2.0"

make -C "$root" -s build/libpictor.a
mkdir -p "$out"
# shellcheck disable=SC2046
cc -std=gnu11 -O2 -g -Wall -Wextra -D_GNU_SOURCE -I"$root/t/bench" \
    -I"$root/shared" $(pkg-config --cflags $pkgs) -o "$tool" \
    "$root/t/bench/memtool.c" "$root/build/libpictor.a" \
    $(pkg-config --libs $pkgs) -lpthread

make_inputs() {
    cd "$out"
    [ -f p100.jpg ] && return
    vips gaussnoise n.v 10000 10000 --sigma 40 --mean 128
    vips bandjoin "n.v n.v n.v" n3.v
    vips cast n3.v u8.v uchar
    vips jpegsave u8.v p100.jpg --Q 90 --interlace --subsample-mode off
    vips jpegsave u8.v b100.jpg --Q 90
    vips extract_area u8.v u12.v 0 0 4000 3000
    vips copy u12.v i8.png[interlace,compression=1]
    vips copy u12.v big.webp[Q=80]
    vips copy u12.v big.avif[Q=50,effort=0]
    vips tiffsave u12.v onez.tif --compression deflate --tile-height 3000
    vips gaussnoise m.v 6000 4000 --sigma 8000 --mean 30000
    vips bandjoin "m.v m.v m.v" m3.v
    vips cast m3.v u16.v ushort
    vips copy u16.v r16.v --interpretation rgb16
    vips copy r16.v p16.png[compression=1]
    vips copy r16.v p16i.png[interlace,compression=1]
    vips cast m3.v f.v float
    vips copy f.v f32.tif
    vips gaussnoise a.v 13 16731 --sigma 30 --mean 128
    vips cast a.v a8.v uchar
    vips bandjoin "a8.v a8.v a8.v" a3.v
    vips copy a3.v anim99.webp[page-height=169]
    rm -f ./*.v
}

(make_inputs) >/dev/null

row() {
    local name=$1 op=$2 file=$3 line
    shift 3
    line=$("$tool" "$op" "$file" "$@" 2>/dev/null)
    est=$(sed -E 's/.*est_kb=(-?[0-9]+).*/\1/' <<<"$line")
    rise=$(sed -E 's/.*rise_kb=(-?[0-9]+).*/\1/' <<<"$line")
    printf '| %s | %s %s | %d | %d | %.2f |\n' "$name" "$op" "$*" \
        $((est / 1024)) $((rise / 1024)) \
        "$(awk -v e="$est" -v r="$rise" 'BEGIN { print (r > 0 ? e / r : 0) }')"
}

c=$corpus/images
echo '| input | operation | estimate MB | measured MB | estimate / measured |'
echo '|---|---|---:|---:|---:|'
row 'missing-exif.jpg, 4032x3024 progressive 4:2:0' probe "$c/missing-exif.jpg"
row 'missing-exif.jpg' render "$c/missing-exif.jpg" jpg w_400
row 'missing-exif.jpg' render "$c/missing-exif.jpg" avif w_2000
row 'missing-exif.jpg' render "$c/missing-exif.jpg" gif ''
row 'missing-exif.jpg' strip "$c/missing-exif.jpg"
row '10000x10000 progressive 4:4:4' probe "$out/p100.jpg"
row '10000x10000 progressive 4:4:4' render "$out/p100.jpg" jpg w_400
row '10000x10000 baseline' probe "$out/b100.jpg"
row '10000x10000 baseline' render "$out/b100.jpg" jpg w_400
row '6000x4000 16-bit PNG' probe "$out/p16.png"
row '6000x4000 16-bit PNG' render "$out/p16.png" jpg w_400
row '6000x4000 16-bit PNG' strip "$out/p16.png"
row '6000x4000 16-bit PNG, Adam7' probe "$out/p16i.png"
row '6000x4000 16-bit PNG, Adam7' render "$out/p16i.png" jpg w_400
row '4000x3000 PNG, Adam7' probe "$out/i8.png"
row '6000x4000 float TIFF (288 MB file)' probe "$out/f32.tif"
row '6000x4000 float TIFF (288 MB file)' render "$out/f32.tif" jpg w_400
row '4000x3000 TIFF, one deflate strip' probe "$out/onez.tif"
row '4000x3000 WebP' probe "$out/big.webp"
row '4000x3000 WebP' render "$out/big.webp" jpg w_2000
row '4000x3000 WebP' strip "$out/big.webp"
row '4000x3000 AVIF' probe "$out/big.avif"
row '4000x3000 AVIF' strip "$out/big.avif"
row 'Rotating_earth_large.gif, 400x400 x44' probe "$c/Rotating_earth_large.gif"
row 'Rotating_earth_large.gif' render "$c/Rotating_earth_large.gif" gif w_400
row 'Rotating_earth_large.gif' render "$c/Rotating_earth_large.gif" webp w_400
row '13x169 x99 animated WebP' render "$out/anim99.webp" gif w_100
row '13x169 x99 animated WebP' render "$out/anim99.webp" webp w_100
