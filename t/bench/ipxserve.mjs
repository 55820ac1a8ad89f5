// make bench: ipx (pinned in t/bench/ipx/package.json, installed by
// t/bench/peers.pl into build/bench/ipx/, where this file is copied to be
// run) as a plain HTTP server on loopback, serving the files of DIR:
//
//   node build/bench/ipx/serve.mjs DIR PORT [AVIF_EFFORT]
//
// URLs as ipx documents them: /w_400,q_80,f_webp/source.jpg.  ipx keeps
// no processed image between requests (each request loads and resizes
// again; it only sends Cache-Control for clients), and libvips'
// operation cache is turned off here so that nothing a previous request
// did is reused: every request is the work of a miss.  Everything else is
// ipx's and sharp's default (sharp's threads, libuv's pool of 4), but
// for AVIF_EFFORT: effort and chroma subsampling are not ipx modifiers,
// so when it is given sharp's avif() takes that effort and 4:2:0 (what
// Pictor's encoder uses below Q 90) and the two encode the same way.
// Prints "ready" once listening.

import { createServer } from "node:http";
import sharp from "sharp";
import { createIPX, createIPXNodeServer, ipxFSStorage } from "ipx";

const [dir, port, avifEffort] = process.argv.slice(2);
if (!dir || !port) {
    console.error("usage: node serve.mjs DIR PORT");
    process.exit(2);
}
sharp.cache(false);
if (avifEffort !== undefined) {
    const avif = sharp.prototype.avif;
    sharp.prototype.avif = function (options = {}) {
        return avif.call(this, { ...options, effort: Number(avifEffort),
                                 chromaSubsampling: "4:2:0" });
    };
}
const ipx = createIPX({ storage: ipxFSStorage({ dir }) });
createServer(createIPXNodeServer(ipx)).listen(Number(port), "127.0.0.1",
    () => console.log("ready"));
