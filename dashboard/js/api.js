// The REST API, as any script would call it (docs/API.md): the session
// cookie (HttpOnly, sent by the browser), JSON bodies, and every failure
// turned into a Problem carrying the problem+json title and detail.

export class Problem extends Error {
    constructor(status, body) {
        const b = body && typeof body === 'object' ? body : {};
        super(b.detail || b.title || `HTTP ${status}`);
        this.status = status;
        this.title = b.title || (status ? `HTTP ${status}` : 'No answer');
        this.detail = b.detail || (typeof body === 'string' ? body : '');
        this.type = b.type || null;
    }
}

// called on a 401 from any route but login: the session ended
let onUnauthorized = null;
export function setUnauthorizedHandler(fn) {
    onUnauthorized = fn;
}

function query(q) {
    if (!q) {
        return '';
    }
    const p = new URLSearchParams();
    for (const [k, v] of Object.entries(q)) {
        if (v !== undefined && v !== null && v !== '') {
            p.set(k, String(v));
        }
    }
    const s = p.toString();
    return s ? `?${s}` : '';
}

async function body(r) {
    const ct = r.headers.get('Content-Type') || '';
    if (r.status === 204) {
        return null;
    }
    if (/json/.test(ct)) {
        try {
            return await r.json();
        } catch (e) {
            return null;
        }
    }
    return r.text();
}

// api('GET', '/demo/images', {query: {...}}), api('PATCH', path, {json})
export async function api(method, path, opts) {
    const o = opts || {};
    const init = { method, headers: { Accept: 'application/json' },
                   credentials: 'same-origin' };
    if (o.json !== undefined) {
        init.headers['Content-Type'] = 'application/json';
        init.body = JSON.stringify(o.json);
    }
    let r;
    try {
        r = await fetch(`/api${path}${query(o.query)}`, init);
    } catch (e) {
        throw new Problem(0, { title: 'The server could not be reached',
                               detail: 'check the connection and try again' });
    }
    const data = await body(r);
    if (!r.ok) {
        const p = new Problem(r.status, data);
        if (r.status === 401 && !o.noRedirect && onUnauthorized) {
            onUnauthorized(p);
        }
        throw p;
    }
    return data;
}

export function enc(s) {
    return encodeURIComponent(s);
}

// A multipart POST by XMLHttpRequest, for its upload progress:
// onProgress(fraction) while the body is sent.  Resolves with the JSON
// answer, rejects with a Problem.
export function upload(path, formData, onProgress) {
    return new Promise((resolve, reject) => {
        const x = new XMLHttpRequest();
        x.open('POST', `/api${path}`);
        x.responseType = 'text';
        x.setRequestHeader('Accept', 'application/json');
        x.upload.addEventListener('progress', (ev) => {
            if (ev.lengthComputable && onProgress) {
                onProgress(ev.loaded / ev.total);
            }
        });
        x.addEventListener('load', () => {
            let data = x.responseText;
            try {
                data = JSON.parse(x.responseText);
            } catch (e) {
                // not JSON: kept as text for the message
            }
            if (x.status >= 200 && x.status < 300) {
                resolve(data);
            } else {
                const p = new Problem(x.status, data);
                if (x.status === 401 && onUnauthorized) {
                    onUnauthorized(p);
                }
                reject(p);
            }
        });
        x.addEventListener('error', () => reject(new Problem(0, {
            title: 'The upload did not reach the server',
            detail: 'the connection failed or the file is too large' })));
        x.addEventListener('abort', () => reject(new Problem(0, {
            title: 'Upload cancelled', detail: '' })));
        x.send(formData);
    });
}
