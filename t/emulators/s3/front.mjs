// The S3 emulator of Pictor's tests: s3rver (which accepts any signature)
// behind this front, which verifies every request's SigV4 signature the
// way S3 does, with AWS's own signer (@smithy/signature-v4), and answers
// S3's error XML for a bad one; good requests go on to s3rver unsigned.
// Started by t/lib/Pictor/S3Emu.pm.
//
// Configuration from the environment (the secret never on a command line):
//   FRONT_PORT, S3RVER_PORT   loopback ports of this front and of s3rver
//   S3RVER_DIR                s3rver's directory
//   FRONT_KEY_ID, FRONT_SECRET, FRONT_REGION   the one known credential
//   FRONT_LOG                 a JSON line per request (method, path,
//                             query, status, why) for the tests to read
//
// What the front checks, as S3 does: an Authorization header of
// AWS4-HMAC-SHA256 with our key id, the scope's date, region and service
// "s3"; x-amz-date within 15 minutes; host and x-amz-content-sha256
// signed; the signature recomputed from the request received (S3's
// canonical path: each segment decoded and escaped again, not
// normalised); a hex x-amz-content-sha256 equal to the body's SHA-256.
// Stricter than S3: a body must be signed (UNSIGNED-PAYLOAD and streaming
// payloads are refused), so a driver that does not hash cannot pass.
//
// What s3rver 3.7.1 lacks, the front adds: AbortMultipartUpload (DELETE
// ?uploadId removes the upload's parts from s3rver's directory), and
// x-amz-copy-source is decoded fully as S3 does (s3rver uses decodeURI).
// s3rver's ListObjectsV2 continuation tokens are DES-encrypted, which
// OpenSSL 3 keeps in its legacy provider: run node with
// --openssl-legacy-provider (S3Emu does), or paging fails with a 500.
//
// Fault injection for tests: POST /__front/fault with a JSON body
// {method, query, path, status, code, times} makes the next `times` signed
// requests of that method (with that query name, with path containing
// that text, when given) answer S3's error `code`.

import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

import S3rver from 's3rver';
import { SignatureV4 } from '@smithy/signature-v4';
import { Hash } from '@smithy/hash-node';

const env = process.env;
const KEY_ID = env.FRONT_KEY_ID;
const SECRET = env.FRONT_SECRET;
const REGION = env.FRONT_REGION || 'us-east-1';
const FRONT_PORT = Number(env.FRONT_PORT);
const S3RVER_PORT = Number(env.S3RVER_PORT);
const DIR = env.S3RVER_DIR;
const LOG = env.FRONT_LOG;
const SKEW_MS = 15 * 60 * 1000;

if (!KEY_ID || !SECRET || !FRONT_PORT || !S3RVER_PORT || !DIR) {
  console.error('front: FRONT_KEY_ID, FRONT_SECRET, FRONT_PORT, ' +
    'S3RVER_PORT and S3RVER_DIR are required');
  process.exit(2);
}

const signer = new SignatureV4({
  credentials: { accessKeyId: KEY_ID, secretAccessKey: SECRET },
  region: REGION,
  service: 's3',
  sha256: Hash.bind(null, 'sha256'),
  uriEscapePath: false,   // S3: the path is escaped once, not normalised
  applyChecksum: false,
});

const faults = [];

// RFC 3986 escaping of everything but the unreserved characters
const escape = (s) => encodeURIComponent(s)
  .replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());

const sha256hex = (buf) => crypto.createHash('sha256').update(buf).digest('hex');

function log(entry) {
  if (LOG) {
    fs.appendFileSync(LOG, JSON.stringify(entry) + '\n');
  }
}

function xmlEscape(s) {
  return String(s).replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function s3error(res, status, code, message, extra = {}) {
  res.ptNote = { code, why: message };
  const fields = Object.entries(extra)
    .map(([k, v]) => `<${k}>${xmlEscape(v)}</${k}>`).join('');
  const body = '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>' +
    code + '</Code><Message>' + xmlEscape(message) + '</Message>' + fields +
    '<RequestId>' + crypto.randomBytes(8).toString('hex') +
    '</RequestId></Error>';
  res.writeHead(status, {
    'content-type': 'application/xml',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
  return { status, code };
}

// "name=value&name" as sent, into the signer's {name: value | [values]}
function parseQuery(raw) {
  const q = {};
  if (!raw) {
    return q;
  }
  for (const pair of raw.split('&')) {
    if (pair === '') {
      continue;
    }
    const i = pair.indexOf('=');
    const k = decodeURIComponent(i < 0 ? pair : pair.slice(0, i));
    const v = i < 0 ? '' : decodeURIComponent(pair.slice(i + 1));
    if (k in q) {
      q[k] = [].concat(q[k], v);
    } else {
      q[k] = v;
    }
  }
  return q;
}

// the headers received, repeated ones joined with ',' as SigV4 says
function headerMap(rawHeaders) {
  const h = {};
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const k = rawHeaders[i].toLowerCase();
    const v = rawHeaders[i + 1].trim().replace(/\s+/g, ' ');
    h[k] = k in h ? h[k] + ',' + v : v;
  }
  return h;
}

function parseAuthorization(auth) {
  const m = /^AWS4-HMAC-SHA256 (.*)$/.exec(auth || '');
  if (!m) {
    return null;
  }
  const parts = {};
  for (const p of m[1].split(/,\s*/)) {
    const i = p.indexOf('=');
    if (i > 0) {
      parts[p.slice(0, i).trim()] = p.slice(i + 1).trim();
    }
  }
  if (!parts.Credential || !parts.SignedHeaders || !parts.Signature) {
    return null;
  }
  const [keyId, date, region, service, term] = parts.Credential.split('/');
  return {
    keyId, date, region, service, term,
    signedHeaders: parts.SignedHeaders.split(';'),
    signature: parts.Signature,
  };
}

function amzDate(s) {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(s || '');
  return m ? new Date(Date.UTC(+m[1], m[2] - 1, +m[3], +m[4], +m[5], +m[6]))
           : null;
}

// null when the request is S3-valid, else the error answer's arguments
async function verify(req, rawPath, rawQuery, body) {
  const headers = headerMap(req.rawHeaders);
  const a = parseAuthorization(headers.authorization);
  if (!a) {
    return [403, 'AccessDenied', 'Anonymous or malformed Authorization ' +
      '(this front takes AWS4-HMAC-SHA256 only)'];
  }
  if (a.keyId !== KEY_ID) {
    return [403, 'InvalidAccessKeyId', 'The AWS Access Key Id you ' +
      'provided does not exist in our records.'];
  }
  if (a.region !== REGION || a.service !== 's3' || a.term !== 'aws4_request') {
    return [400, 'AuthorizationHeaderMalformed', `The authorization ` +
      `header is malformed; the region '${a.region}' is wrong; ` +
      `expecting '${REGION}'`];
  }
  const date = amzDate(headers['x-amz-date']);
  if (!date || headers['x-amz-date'].slice(0, 8) !== a.date) {
    return [403, 'AccessDenied', 'AWS authentication requires a valid ' +
      'x-amz-date matching the credential scope'];
  }
  if (Math.abs(Date.now() - date.getTime()) > SKEW_MS) {
    return [403, 'RequestTimeTooSkewed', 'The difference between the ' +
      'request time and the current time is too large.'];
  }
  const sha = headers['x-amz-content-sha256'];
  if (!sha || !a.signedHeaders.includes('x-amz-content-sha256') ||
      !a.signedHeaders.includes('host')) {
    return [400, 'InvalidRequest', 'Missing required header for this ' +
      'request: x-amz-content-sha256 (signed, with host)'];
  }
  if (/^[0-9a-f]{64}$/.test(sha)) {
    if (sha256hex(body) !== sha) {
      return [400, 'XAmzContentSHA256Mismatch', 'The provided ' +
        "'x-amz-content-sha256' header does not match what was computed."];
    }
  } else if (body.length > 0 || sha !== 'UNSIGNED-PAYLOAD') {
    return [400, 'InvalidRequest', `this test front wants signed ` +
      `payloads, not '${sha}'`];
  }

  // S3's canonical URI: every segment decoded, then escaped again
  let canonicalPath;
  try {
    canonicalPath = rawPath.split('/')
      .map((seg) => escape(decodeURIComponent(seg))).join('/');
  } catch {
    return [400, 'InvalidURI', 'Couldn\'t parse the specified URI.'];
  }

  const signed = {};
  for (const name of a.signedHeaders) {
    if (name !== 'x-amz-date' && name in headers) {
      signed[name] = headers[name];
    }
  }

  const request = {
    method: req.method,
    protocol: 'http:',
    hostname: (headers.host || '').replace(/:\d+$/, ''),
    path: canonicalPath,
    query: parseQuery(rawQuery),
    headers: signed,
  };
  const out = await signer.sign(request, {
    signingDate: date,
    signingRegion: a.region,
    signingService: a.service,
    signableHeaders: new Set(a.signedHeaders),
  });
  const want = /Signature=([0-9a-f]+)/.exec(out.headers.authorization)[1];
  const ours = /SignedHeaders=([^,]+)/.exec(out.headers.authorization)[1];
  const same = want.length === a.signature.length &&
    crypto.timingSafeEqual(Buffer.from(want), Buffer.from(a.signature));
  if (!same) {
    return [403, 'SignatureDoesNotMatch', 'The request signature we ' +
      'calculated does not match the signature you provided. Check your ' +
      'key and signing method.',
      { SignedHeadersGiven: a.signedHeaders.join(';'),
        SignedHeadersFound: ours }];
  }
  return null;
}

function takeFault(method, rawPath, query) {
  const i = faults.findIndex((f) => f.method === method &&
    (!f.query || f.query in query) && (!f.path || rawPath.includes(f.path)));
  if (i < 0) {
    return null;
  }
  const f = faults[i];
  if (--f.times <= 0) {
    faults.splice(i, 1);
  }
  return f;
}

// AbortMultipartUpload, which s3rver 3.7.1 does not have
function abortUpload(s3rver, res, bucket, key, uploadId) {
  const dir = path.join(
    s3rver.store.getResourcePath(bucket, undefined, 'uploads'), uploadId);
  let stored = null;
  try {
    stored = fs.readFileSync(path.join(dir, 'key'), 'utf8');
  } catch {
    // no such upload
  }
  if (stored !== key || uploadId.includes('/') || uploadId.includes('..')) {
    return s3error(res, 404, 'NoSuchUpload', 'The specified upload does ' +
      'not exist.');
  }
  fs.rmSync(dir, { recursive: true, force: true });
  res.writeHead(204);
  res.end();
  return { status: 204 };
}

function forward(req, res, rawUrl, body) {
  return new Promise((resolve) => {
    const headers = {};
    for (const [k, v] of Object.entries(req.headers)) {
      if (!['authorization', 'expect', 'connection', 'host',
        'transfer-encoding', 'keep-alive'].includes(k)) {
        headers[k] = v;
      }
    }
    headers.host = `127.0.0.1:${S3RVER_PORT}`;
    headers['content-length'] = String(body.length);
    if (headers['x-amz-copy-source']) {
      // S3 decodes the source fully; s3rver only with decodeURI
      headers['x-amz-copy-source'] =
        encodeURI(decodeURIComponent(headers['x-amz-copy-source']));
    }
    const up = http.request({
      host: '127.0.0.1', port: S3RVER_PORT, method: req.method,
      path: rawUrl, headers,
    }, (r) => {
      res.writeHead(r.statusCode, r.headers);
      r.pipe(res);
      r.on('end', () => resolve({ status: r.statusCode }));
      // a client that hangs up mid-body (Pictor cuts a bucket that sends
      // more than the object's size) must not hold the path's queue
      res.on('close', () => {
        r.destroy();
        resolve({ status: r.statusCode });
      });
    });
    up.on('error', (e) => {
      resolve(s3error(res, 502, 'InternalError', `s3rver: ${e.message}`));
    });
    up.end(body);
  });
}

async function handle(s3rver, req, res, body) {
  const rawUrl = req.url;
  const q = rawUrl.indexOf('?');
  const rawPath = q < 0 ? rawUrl : rawUrl.slice(0, q);
  const rawQuery = q < 0 ? '' : rawUrl.slice(q + 1);

  if (rawPath === '/__front/fault' && req.method === 'POST') {
    const f = JSON.parse(body.toString() || '{}');
    faults.push({ times: 1, status: 500, code: 'InternalError', ...f });
    res.ptNote = { control: true };
    res.writeHead(204);
    res.end();
    return { status: 204, control: true };
  }

  const bad = await verify(req, rawPath, rawQuery, body);
  if (bad) {
    const r = s3error(res, ...bad);
    return { ...r, why: bad[2] };
  }

  const query = parseQuery(rawQuery);
  const fault = takeFault(req.method, rawPath, query);
  if (fault) {
    return s3error(res, fault.status, fault.code, 'injected by the test');
  }

  const segs = rawPath.split('/').slice(1).map(decodeURIComponent);
  if (req.method === 'DELETE' && 'uploadId' in query && segs.length > 1) {
    return abortUpload(s3rver, res, segs[0], segs.slice(1).join('/'),
      query.uploadId);
  }

  return atomically(req, res, rawUrl, rawPath, query, body);
}

// s3rver writes an object in place, its bytes then its metadata: a read
// of it meanwhile sees a part, where S3 shows the old object or the whole
// new one.  So the requests on one path run one after the other (parts of
// a multipart upload are not the object yet and go at once).
const busy = new Map();

async function atomically(req, res, rawUrl, rawPath, query, body) {
  if ('partNumber' in query) {
    return forward(req, res, rawUrl, body);
  }
  const before = busy.get(rawPath) || Promise.resolve();
  const p = before.catch(() => {}).then(() => forward(req, res, rawUrl, body));
  busy.set(rawPath, p);
  try {
    return await p;
  } finally {
    if (busy.get(rawPath) === p) {
      busy.delete(rawPath);
    }
  }
}

async function main() {
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: S3RVER_PORT,
    directory: DIR,
    silent: true,
    resetOnClose: false,
  });
  await s3rver.run();

  const front = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      // logged as the answer starts, so a client that has its answer
      // finds its request in the log
      const writeHead = res.writeHead.bind(res);
      res.writeHead = (status, ...rest) => {
        const q = req.url.indexOf('?');
        log({
          method: req.method,
          path: q < 0 ? req.url : req.url.slice(0, q),
          query: q < 0 ? '' : req.url.slice(q + 1),
          bytes: body.length,
          status,
          ...(res.ptNote || {}),
        });
        return writeHead(status, ...rest);
      };
      try {
        await handle(s3rver, req, res, body);
      } catch (e) {
        if (!res.headersSent) {
          s3error(res, 500, 'InternalError', `front: ${e.message}`);
        }
      }
    });
  });
  front.listen(FRONT_PORT, '127.0.0.1', () => {
    console.log(`front: ready on ${FRONT_PORT}, s3rver on ${S3RVER_PORT}`);
  });

  const stop = () => {
    front.close();
    s3rver.close().finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 2000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((e) => {
  console.error(`front: ${e.stack || e}`);
  process.exit(1);
});
