#!/usr/bin/env node
// A strict stand-in for Google Cloud Storage (the JSON API) and Google's
// OAuth2 token endpoint, for Pictor's GCS driver tests (t/store_gcs.t,
// through t/lib/Pictor/GcsEmu.pm).
//
// Why not a real emulator: the Cloud Storage emulator of firebase-tools
// (tried: 15.x) wants Java 21 (Debian 12 has 17) and, on every start, a
// rules-runtime jar it downloads from Google, which cannot be fetched
// here; and it takes any "Bearer owner" without an OAuth flow, so it could
// not catch a bad JWT or a stale token anyway.  This server does what the
// driver relies on, as Google documents it, and refuses what Google
// refuses:
//
// - POST /token: the JWT bearer grant.  The assertion's RS256 signature is
//   checked against the public key registered for its iss (and kid), its
//   aud must be this token_uri, iat/exp a live window of at most an hour,
//   scope a devstorage (or cloud-platform) scope.  Answers a short-lived
//   bearer token, or 400 invalid_grant as Google does.
// - Every /storage and /upload request needs a live bearer token (401
//   authError otherwise) whose account may use the bucket (403) with a
//   scope that allows the operation (403); but for the PUTs and DELETE of
//   a resumable session, whose URI is the credential, as at Google.
// - objects get (metadata, alt=media with one Range), insert by media,
//   multipart and resumable upload (308 with Range, Content-Range checked,
//   chunks other than the last in multiples of 256 KiB, DELETE cancels
//   with 499), delete, list (prefix, delimiter, pageToken, maxResults),
//   rewriteTo (with rewriteToken when the object is over rewriteStep).
//   Object names are one path segment: a raw '/' is a routing error.
//   Errors in Google's JSON shape {error: {code, message, errors: [...]}}.
//
// State in --dir: accounts.json (email -> {keys: {kid: public PEM},
// buckets: [names] or absent for all}, read at each token request),
// data/BUCKET/SHA256(name).{bin,json} (objects, kept over a restart).
// Test controls, no token needed: GET /_emu/state, POST /_emu/config.
//
//   node server.mjs --dir DIR --port PORT --bucket NAME [--bucket NAME]...
//
// Node's own modules only.

import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const args = { bucket: [] };
for (let i = 2; i < process.argv.length; i += 2) {
    const k = process.argv[i].replace(/^--/, ''), v = process.argv[i + 1];
    if (k === 'bucket') args.bucket.push(v); else args[k] = v;
}
if (!args.dir || !args.port) {
    console.error('usage: server.mjs --dir DIR --port PORT --bucket NAME');
    process.exit(64);
}

const DIR = args.dir;
const BASE = `http://127.0.0.1:${args.port}`;
const TOKEN_URI = `${BASE}/token`;
const CHUNK = 256 * 1024;
const BODY_MAX = 64 * 1024 * 1024;
const SCOPES = {
    read: ['devstorage.read_only', 'devstorage.read_write',
           'devstorage.full_control', 'cloud-platform'],
    write: ['devstorage.read_write', 'devstorage.full_control',
            'cloud-platform'],
};

for (const b of args.bucket) {
    fs.mkdirSync(path.join(DIR, 'data', b), { recursive: true });
}
fs.mkdirSync(path.join(DIR, 'uploads'), { recursive: true });

// what the tests may change at run time (POST /_emu/config)
const config = {
    tokenTtl: 3599,      // expires_in of new tokens, seconds
    tokenUses: 0,        // > 0: a token dies after that many requests
    refuseTokens: false, // the token endpoint answers invalid_grant
    maxPage: 1000,       // list pages hold at most this many items
    rewriteStep: 0,      // > 0: rewriteTo copies that much per call
    shortChunks: 0,      // the next N non-final chunks persist 256 KiB less
    failChunk: 0,        // > 0: the Nth chunk PUT of a session answers 503
                         // every time (the session is then abandoned)
};

const tokens = new Map();   // token -> {email, exp, scopes, uses}
const sessions = new Map(); // upload_id -> {bucket, name, type, size,
                            //               got, total, chunks}
const state = { tokensIssued: 0, tokenRefusals: 0, requests: [] };

// --- Google's error shape -------------------------------------------------

function send(res, code, body, headers = {}) {
    const data = Buffer.isBuffer(body) ? body
        : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
    const h = { 'Content-Length': data.length, ...headers };
    if (!h['Content-Type']) {
        h['Content-Type'] = 'application/json; charset=UTF-8';
    }
    res.writeHead(code, h);
    res.end(data);
}

function fail(res, code, reason, message, headers = {}) {
    send(res, code, {
        error: {
            code, message,
            errors: [{ message, domain: 'global', reason }],
        },
    }, headers);
}

function oauthFail(res, error, description) {
    state.tokenRefusals++;
    send(res, 400, { error, error_description: description });
}

// --- objects on disk --------------------------------------------------------

function objPath(bucket, name, ext) {
    const h = crypto.createHash('sha256').update(name, 'utf8').digest('hex');
    return path.join(DIR, 'data', bucket, `${h}.${ext}`);
}

function bucketExists(bucket) {
    return fs.existsSync(path.join(DIR, 'data', bucket));
}

function readMeta(bucket, name) {
    try {
        return JSON.parse(fs.readFileSync(objPath(bucket, name, 'json')));
    } catch (e) {
        return null;
    }
}

const CRC_TABLE = (() => {
    const t = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
        let c = n;
        for (let k = 0; k < 8; k++) {
            c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
        }
        t[n] = c >>> 0;
    }
    return t;
})();

function crc32c(buf) {
    let c = 0xffffffff;
    for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
    const out = Buffer.alloc(4);
    out.writeUInt32BE((c ^ 0xffffffff) >>> 0);
    return out.toString('base64');
}

let genSeq = 0;

// writes the object atomically (data, then its metadata) and answers it
function storeObject(bucket, name, data, contentType) {
    const gen = String(Date.now() * 1000 + (genSeq++ % 1000));
    const now = new Date().toISOString();
    const meta = {
        name, bucket, generation: gen, metageneration: '1',
        contentType: contentType || 'application/octet-stream',
        size: String(data.length),
        md5Hash: crypto.createHash('md5').update(data).digest('base64'),
        crc32c: crc32c(data),
        etag: Buffer.from(`${gen}/1`).toString('base64'),
        timeCreated: now, updated: now,
    };
    for (const [ext, body] of [['bin', data], ['json', JSON.stringify(meta)]]) {
        const p = objPath(bucket, name, ext);
        fs.writeFileSync(`${p}.tmp`, body);
        fs.renameSync(`${p}.tmp`, p);
    }
    return resource(meta);
}

function resource(m) {
    const enc = encodeURIComponent(m.name);
    return {
        kind: 'storage#object',
        id: `${m.bucket}/${m.name}/${m.generation}`,
        selfLink: `${BASE}/storage/v1/b/${m.bucket}/o/${enc}`,
        mediaLink: `${BASE}/download/storage/v1/b/${m.bucket}/o/${enc}`
            + `?generation=${m.generation}&alt=media`,
        storageClass: 'STANDARD',
        ...m,
    };
}

function validName(name) {
    return name.length > 0 && Buffer.byteLength(name) <= 1024
        && !/[\r\n]/.test(name) && name !== '.' && name !== '..';
}

// --- the token endpoint -----------------------------------------------------

function b64json(part) {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
}

function accounts() {
    try {
        return JSON.parse(fs.readFileSync(path.join(DIR, 'accounts.json')));
    } catch (e) {
        return {};
    }
}

function tokenEndpoint(req, res, body) {
    if (req.method !== 'POST') {
        return oauthFail(res, 'invalid_request', 'POST expected');
    }
    if (!/^application\/x-www-form-urlencoded/i
            .test(req.headers['content-type'] || '')) {
        return oauthFail(res, 'invalid_request', 'form body expected');
    }
    const form = new URLSearchParams(body.toString('utf8'));
    if (form.get('grant_type')
            !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') {
        return oauthFail(res, 'unsupported_grant_type',
                         'Invalid grant_type: ' + form.get('grant_type'));
    }
    const jwt = form.get('assertion') || '';
    const parts = jwt.split('.');
    if (parts.length !== 3 || parts.some(p => !/^[A-Za-z0-9_-]+$/.test(p))) {
        return oauthFail(res, 'invalid_grant', 'Invalid JWT: malformed');
    }
    let header, claims;
    try {
        header = b64json(parts[0]);
        claims = b64json(parts[1]);
    } catch (e) {
        return oauthFail(res, 'invalid_grant', 'Invalid JWT: not JSON');
    }
    if (header.alg !== 'RS256' || (header.typ && header.typ !== 'JWT')) {
        return oauthFail(res, 'invalid_grant',
                         'Invalid JWT: alg must be RS256');
    }
    const acct = accounts()[claims.iss];
    if (!acct) {
        return oauthFail(res, 'invalid_grant',
                         'Invalid JWT: no such service account');
    }
    const keys = header.kid ? [acct.keys[header.kid]].filter(Boolean)
                            : Object.values(acct.keys);
    const signed = Buffer.from(`${parts[0]}.${parts[1]}`);
    const sig = Buffer.from(parts[2], 'base64url');
    if (!keys.some(k => crypto.verify('sha256', signed,
            { key: k, padding: crypto.constants.RSA_PKCS1_PADDING }, sig))) {
        return oauthFail(res, 'invalid_grant', 'Invalid JWT Signature.');
    }
    const now = Math.floor(Date.now() / 1000);
    if (claims.aud !== TOKEN_URI) {
        return oauthFail(res, 'invalid_grant',
                         `Invalid JWT: aud must be ${TOKEN_URI}`);
    }
    if (!Number.isInteger(claims.iat) || !Number.isInteger(claims.exp)
            || claims.iat > now + 60 || claims.exp <= now
            || claims.exp - claims.iat > 3600 || claims.exp <= claims.iat) {
        return oauthFail(res, 'invalid_grant', 'Invalid JWT: Token must be'
            + ' a short-lived token (60 minutes) and in a reasonable'
            + ' timeframe. Check your iat and exp values in the JWT claim.');
    }
    const scopes = String(claims.scope || '').split(' ')
        .map(s => s.replace('https://www.googleapis.com/auth/', ''));
    if (!scopes.some(s => SCOPES.read.includes(s))) {
        return oauthFail(res, 'invalid_scope', 'Invalid OAuth scope');
    }
    if (config.refuseTokens) {
        return oauthFail(res, 'invalid_grant', 'account disabled');
    }
    const tok = 'ya29.emu-' + crypto.randomBytes(24).toString('hex');
    tokens.set(tok, {
        email: claims.iss, scopes,
        exp: Date.now() + config.tokenTtl * 1000,
        uses: config.tokenUses,
    });
    state.tokensIssued++;
    send(res, 200, {
        access_token: tok, expires_in: config.tokenTtl, token_type: 'Bearer',
    });
}

// --- authorisation of storage requests --------------------------------------

// the caller's account, or undefined after answering 401/403/404
function authorize(req, res, bucket, write, again = false) {
    const m = /^Bearer (\S+)$/.exec(req.headers.authorization || '');
    const t = m && tokens.get(m[1]);
    if (!t || t.exp <= Date.now() || t.uses < 0) {
        if (t) tokens.delete(m[1]);
        fail(res, 401, 'authError', 'Invalid Credentials', {
            'WWW-Authenticate': 'Bearer realm="https://accounts.google.com/"',
        });
        return undefined;
    }
    if (!again && t.uses > 0 && --t.uses === 0) {
        t.uses = -1;                                 // this was its last use
    }
    const acct = accounts()[t.email];
    const perm = write ? 'storage.objects.create' : 'storage.objects.get';
    const allowed = SCOPES[write ? 'write' : 'read'];
    if (!acct || (acct.buckets && !acct.buckets.includes(bucket))
            || !t.scopes.some(s => allowed.includes(s))) {
        fail(res, 403, 'forbidden', `${t.email} does not have ${perm} access`
             + ` to the Google Cloud Storage bucket. Permission '${perm}'`
             + ` denied on resource (or it may not exist).`);
        return undefined;
    }
    if (!bucketExists(bucket)) {
        fail(res, 404, 'notFound', 'The specified bucket does not exist.');
        return undefined;
    }
    return t;
}

// --- objects ----------------------------------------------------------------

function getObject(req, res, q, bucket, name) {
    const m = readMeta(bucket, name);
    if (!m) {
        return fail(res, 404, 'notFound', `No such object: ${bucket}/${name}`);
    }
    if (q.get('alt') !== 'media') {
        return send(res, 200, resource(m));
    }
    const data = fs.readFileSync(objPath(bucket, name, 'bin'));
    const h = {
        'Content-Type': m.contentType,
        'ETag': `"${m.etag}"`,
        'X-Goog-Generation': m.generation,
        'X-Goog-Hash': `crc32c=${m.crc32c},md5=${m.md5Hash}`,
        'X-Goog-Stored-Content-Length': m.size,
        'Last-Modified': new Date(m.updated).toUTCString(),
    };
    const range = req.headers.range;
    if (range === undefined) {
        return send(res, 200, data, h);
    }
    const r = /^bytes=(\d*)-(\d*)$/.exec(range);
    if (!r || (r[1] === '' && r[2] === '')) {
        return fail(res, 400, 'invalid', `Invalid Range header: ${range}`);
    }
    let start, end;
    if (r[1] === '') {
        start = Math.max(0, data.length - Number(r[2]));
        end = data.length - 1;
    } else {
        start = Number(r[1]);
        end = r[2] === '' ? data.length - 1
                          : Math.min(Number(r[2]), data.length - 1);
    }
    if (start >= data.length || start > end) {
        return fail(res, 416, 'requestedRangeNotSatisfiable',
                    'Request range not satisfiable',
                    { 'Content-Range': `bytes */${data.length}` });
    }
    send(res, 206, data.subarray(start, end + 1), {
        ...h, 'Content-Range': `bytes ${start}-${end}/${data.length}`,
    });
}

function deleteObject(res, bucket, name) {
    if (!readMeta(bucket, name)) {
        return fail(res, 404, 'notFound', `No such object: ${bucket}/${name}`);
    }
    fs.rmSync(objPath(bucket, name, 'json'));
    fs.rmSync(objPath(bucket, name, 'bin'));
    send(res, 204, '');
}

function listObjects(res, q, bucket) {
    const prefix = q.get('prefix') || '', delim = q.get('delimiter');
    let max = Number(q.get('maxResults') || 1000);
    if (!Number.isInteger(max) || max < 1) {
        return fail(res, 400, 'invalid', 'Invalid maxResults');
    }
    max = Math.min(max, 1000, config.maxPage);
    let after = '';
    if (q.has('pageToken')) {
        try {
            after = Buffer.from(q.get('pageToken'), 'base64url').toString();
            if (!after) throw new Error('empty');
        } catch (e) {
            return fail(res, 400, 'invalid', 'Invalid pageToken');
        }
    }
    const dir = path.join(DIR, 'data', bucket);
    const metas = fs.readdirSync(dir).filter(f => f.endsWith('.json'))
        .map(f => JSON.parse(fs.readFileSync(path.join(dir, f))))
        .filter(m => m.name.startsWith(prefix) && m.name > after)
        .sort((a, b) => Buffer.compare(Buffer.from(a.name),
                                       Buffer.from(b.name)));
    const items = [], prefixes = new Set();
    let last = null, more = false;
    for (const m of metas) {
        if (items.length + prefixes.size >= max) {
            more = true;
            break;
        }
        const rest = m.name.slice(prefix.length);
        const cut = delim ? rest.indexOf(delim) : -1;
        if (cut >= 0) {
            prefixes.add(prefix + rest.slice(0, cut + delim.length));
        } else {
            items.push(resource(m));
        }
        last = m.name;
    }
    const out = { kind: 'storage#objects' };
    if (more) out.nextPageToken = Buffer.from(last).toString('base64url');
    if (prefixes.size) out.prefixes = [...prefixes];
    if (items.length) out.items = items;
    send(res, 200, out);
}

function rewrite(req, res, q, sb, sn, db, dn) {
    if (!authorize(req, res, db, true, true)) return;
    const m = readMeta(sb, sn);
    if (!m) {
        return fail(res, 404, 'notFound', `No such object: ${sb}/${sn}`);
    }
    const size = Number(m.size);
    let done = size;
    if (config.rewriteStep > 0) {
        const prev = q.has('rewriteToken')
            ? Number(Buffer.from(q.get('rewriteToken'), 'base64url')
                     .toString().split(':')[1]) : 0;
        if (!Number.isFinite(prev)) {
            return fail(res, 400, 'invalid', 'Invalid rewriteToken');
        }
        done = Math.min(size, prev + config.rewriteStep);
    }
    if (done < size) {
        return send(res, 200, {
            kind: 'storage#rewriteResponse', done: false,
            totalBytesRewritten: String(done), objectSize: m.size,
            rewriteToken: Buffer.from(`${sn}:${done}`).toString('base64url'),
        });
    }
    const data = fs.readFileSync(objPath(sb, sn, 'bin'));
    send(res, 200, {
        kind: 'storage#rewriteResponse', done: true,
        totalBytesRewritten: m.size, objectSize: m.size,
        resource: storeObject(db, dn, data, m.contentType),
    });
}

// --- uploads ----------------------------------------------------------------

function parseMultipart(req, body) {
    const ct = req.headers['content-type'] || '';
    const b = /^multipart\/related;\s*boundary="?([^";]+)"?/i.exec(ct);
    if (!b) return null;
    const sep = Buffer.from(`--${b[1]}`), parts = [];
    let at = body.indexOf(sep);
    while (at >= 0) {
        const start = at + sep.length;
        if (body.subarray(start, start + 2).toString() === '--') break;
        const next = body.indexOf(sep, start);
        if (next < 0) return null;
        const part = body.subarray(start + 2, next - 2);   // CRLFs around
        const hend = part.indexOf('\r\n\r\n');
        if (hend < 0) return null;
        parts.push({
            headers: part.subarray(0, hend).toString(),
            data: part.subarray(hend + 4),
        });
        at = next;
    }
    if (parts.length !== 2) return null;
    const meta = JSON.parse(parts[0].data.toString());
    const type = /content-type:\s*([^\r\n]+)/i.exec(parts[1].headers);
    return { meta, data: parts[1].data, type: type && type[1] };
}

function insert(req, res, q, bucket, body) {
    if (!authorize(req, res, bucket, true)) return;
    const kind = q.get('uploadType');
    if (kind === 'media') {
        const name = q.get('name');
        if (!name || !validName(name)) {
            return fail(res, 400, 'required', 'Required parameter: name');
        }
        return send(res, 200, storeObject(bucket, name, body,
                                          req.headers['content-type']));
    }
    if (kind === 'multipart') {
        let mp;
        try { mp = parseMultipart(req, body); } catch (e) { mp = null; }
        const name = mp && (mp.meta.name || q.get('name'));
        if (!mp || !name || !validName(name)) {
            return fail(res, 400, 'invalid', 'Invalid multipart request');
        }
        return send(res, 200, storeObject(bucket, name, mp.data,
                                          mp.meta.contentType || mp.type));
    }
    if (kind === 'resumable') {
        let meta = {};
        if (body.length) {
            try { meta = JSON.parse(body.toString()); } catch (e) {
                return fail(res, 400, 'parseError', 'Parse Error');
            }
        }
        const name = meta.name || q.get('name');
        if (!name || !validName(name)) {
            return fail(res, 400, 'required', 'Required parameter: name');
        }
        const len = req.headers['x-upload-content-length'];
        const id = crypto.randomBytes(16).toString('hex');
        sessions.set(id, {
            bucket, name, got: 0, chunks: 0,
            type: meta.contentType || req.headers['x-upload-content-type'],
            total: len === undefined ? null : Number(len),
        });
        fs.writeFileSync(path.join(DIR, 'uploads', id), '');
        return send(res, 200, '', {
            Location: `${BASE}/upload/storage/v1/b/${bucket}/o`
                + `?uploadType=resumable&name=${encodeURIComponent(name)}`
                + `&upload_id=${id}`,
        });
    }
    fail(res, 400, 'invalidParameter', `Invalid uploadType: ${kind}`);
}

function endSession(id) {
    sessions.delete(id);
    fs.rmSync(path.join(DIR, 'uploads', id), { force: true });
}

// PUT to a session URI: a chunk, or a status query (bytes */TOTAL)
function chunk(req, res, id, body) {
    const s = sessions.get(id);
    if (!s) return fail(res, 404, 'notFound', 'No such upload session');
    const cr = req.headers['content-range'] || `bytes */${body.length}`;
    const status = /^bytes \*\/(\d+|\*)$/.exec(cr);
    const r = /^bytes (\d+)-(\d+)\/(\d+|\*)$/.exec(cr);
    const partial = () => send(res, 308, '', s.got
        ? { Range: `bytes=0-${s.got - 1}` } : {});
    if (status) {
        if (body.length) return fail(res, 400, 'invalid', 'Bad Content-Range');
        return partial();
    }
    if (!r) return fail(res, 400, 'invalid', `Bad Content-Range: ${cr}`);
    const first = Number(r[1]), last = Number(r[2]);
    const total = r[3] === '*' ? null : Number(r[3]);
    if (last < first || last - first + 1 !== body.length) {
        return fail(res, 400, 'invalid',
                    'Content-Range does not match the body length');
    }
    if (first !== s.got) {
        return fail(res, 400, 'invalid', `Expected the chunk at ${s.got}`);
    }
    if ((s.total !== null && total !== null && total !== s.total)
            || (total !== null && last + 1 > total)) {
        return fail(res, 400, 'invalid', 'Total size mismatch');
    }
    const final = total !== null && last + 1 === total;
    if (!final && body.length % CHUNK !== 0) {
        return fail(res, 400, 'invalid', 'Chunk size must be a multiple'
                    + ' of 262144 bytes except for the last chunk');
    }
    s.chunks++;
    if (config.failChunk > 0 && s.chunks >= config.failChunk) {
        return fail(res, 503, 'backendError', 'Backend Error');
    }
    let keep = body.length;
    if (!final && config.shortChunks > 0 && keep > CHUNK) {
        config.shortChunks--;
        keep -= CHUNK;
    }
    fs.appendFileSync(path.join(DIR, 'uploads', id), body.subarray(0, keep));
    s.got += keep;
    if (!final) return partial();
    const data = fs.readFileSync(path.join(DIR, 'uploads', id));
    endSession(id);
    send(res, 200, storeObject(s.bucket, s.name, data, s.type));
}

// --- routing ----------------------------------------------------------------

function segments(p) {
    return p.split('/').slice(1).map(decodeURIComponent);
}

function route(req, res, body) {
    const u = new URL(req.url, BASE);
    const q = u.searchParams;
    let seg;
    try {
        seg = segments(u.pathname);
    } catch (e) {
        return fail(res, 400, 'invalid', 'Bad escape in the path');
    }
    state.requests.push({
        method: req.method, path: u.pathname, query: u.search,
        uploadType: q.get('uploadType') || undefined,
        range: req.headers['content-range'] || req.headers.range || undefined,
        length: body.length,
    });

    if (u.pathname === '/token') return tokenEndpoint(req, res, body);
    if (u.pathname === '/_emu/state') {
        return send(res, 200, { ...state, config, sessions: sessions.size,
                                tokens: tokens.size });
    }
    if (u.pathname === '/_emu/config' && req.method === 'POST') {
        Object.assign(config, JSON.parse(body.toString() || '{}'));
        if (q.get('revoke')) tokens.clear();
        return send(res, 200, config);
    }

    if (seg.length === 5 && seg[0] === 'storage' && seg[2] === 'b'
            && seg[4] === 'o' && req.method === 'GET') {
        return authorize(req, res, seg[3], false)
            && listObjects(res, q, seg[3]);
    }
    if (seg.length === 6 && seg[0] === 'storage' && seg[2] === 'b'
            && seg[4] === 'o') {
        if (req.method === 'GET') {
            return authorize(req, res, seg[3], false)
                && getObject(req, res, q, seg[3], seg[5]);
        }
        if (req.method === 'DELETE') {
            return authorize(req, res, seg[3], true)
                && deleteObject(res, seg[3], seg[5]);
        }
    }
    if (seg.length === 11 && seg[0] === 'storage' && seg[2] === 'b'
            && seg[4] === 'o' && seg[6] === 'rewriteTo' && seg[7] === 'b'
            && seg[9] === 'o' && req.method === 'POST') {
        return authorize(req, res, seg[3], false)
            && rewrite(req, res, q, seg[3], seg[5], seg[8], seg[10]);
    }
    if (seg.length === 6 && seg[0] === 'upload' && seg[1] === 'storage'
            && seg[3] === 'b' && seg[5] === 'o') {
        const bucket = seg[4];
        if (req.method === 'POST') return insert(req, res, q, bucket, body);
        const id = q.get('upload_id');
        // Google: the session URI is the credential, no token needed
        if (id && (req.method === 'PUT' || req.method === 'DELETE')) {
            const s = sessions.get(id);
            if (!s || s.bucket !== bucket) {
                return fail(res, 404, 'notFound', 'No such upload session');
            }
            if (req.method === 'PUT') return chunk(req, res, id, body);
            endSession(id);
            return fail(res, 499, 'clientClosedRequest',
                        'Client Closed Request');
        }
    }
    fail(res, 404, 'notFound', `Not Found: ${req.method} ${u.pathname}`);
}

const server = http.createServer((req, res) => {
    const parts = [];
    let size = 0;
    req.on('data', d => {
        size += d.length;
        if (size > BODY_MAX) {
            fail(res, 413, 'uploadTooLarge', 'Request body too large');
            req.destroy();
        } else {
            parts.push(d);
        }
    });
    req.on('end', () => {
        try {
            route(req, res, Buffer.concat(parts));
        } catch (e) {
            console.error(e);
            if (!res.headersSent) fail(res, 500, 'backendError', String(e));
        }
    });
});

server.keepAliveTimeout = 30000;
server.listen(Number(args.port), '127.0.0.1', () => {
    console.log(`gcs emulator on ${BASE}`);
});
