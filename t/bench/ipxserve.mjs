// make bench: ipx (pinned in t/bench/ipx/package.json, installed by
// t/bench/peers.pl into build/bench/ipx/, where this file is copied to be
// run) as a plain HTTP server on loopback, serving the files of DIR:
//
//   node build/bench/ipx/serve.mjs DIR PORT
//
// URLs as ipx documents them: /w_400,q_80,f_webp/source.jpg.  ipx keeps
// no processed image between requests (each request loads and resizes
// again; it only sends Cache-Control for clients), and libvips'
// operation cache is turned off here so that nothing a previous request
// did is reused: every request is the work of a miss.  Everything else is
// ipx's and sharp's default (sharp's threads, libuv's pool of 4).
// Prints "ready" once listening.

import { createServer } from "node:http";
import sharp from "sharp";
import { createIPX, createIPXNodeServer, ipxFSStorage } from "ipx";

const [dir, port] = process.argv.slice(2);
if (!dir || !port) {
    console.error("usage: node serve.mjs DIR PORT");
    process.exit(2);
}
sharp.cache(false);
const ipx = createIPX({ storage: ipxFSStorage({ dir }) });
createServer(createIPXNodeServer(ipx)).listen(Number(port), "127.0.0.1",
    () => console.log("ready"));
