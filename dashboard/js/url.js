// Delivery URLs (docs/DELIVERY.md "Transform tokens"): tokens in the
// grammar's own order with defaults left out, so the URL shown is the
// canonical one; and signatures (docs/DELIVERY.md "Strict mode and signed
// URLs"): HMAC-SHA256 with a signing key over the path, base64url without
// padding, made here with WebCrypto: the key never leaves the browser.

// the grammar's keys in the order of its table (shared/transform/)
export const CORE = ['cx', 'cy', 'cw', 'ch', 'w', 'h', 'dpr', 'fit', 'g',
    'rot', 'flip', 'blur', 'sharpen', 'bgcolor', 'page', 'q', 'wm',
    'wm_pos', 'wm_opacity', 'wm_scale'];

export const DEFAULTS = { dpr: '1', fit: 'inside', g: 'center', rot: '0',
    page: '1', wm_pos: 'br', wm_opacity: '100', wm_scale: '25' };

export const PLUGINS = ['bg', 'smart_crop', 'wt', 'filter'];

// presets: ['card'], params: {w: '300', ...}, plugins: {filter: 'sepia'}
export function tokens(presets, params, plugins) {
    const out = presets.map((n) => `t_${n}`);
    for (const k of CORE) {
        const v = params[k];
        if (v === undefined || v === null || String(v).trim() === '') {
            continue;
        }
        if (DEFAULTS[k] !== undefined && String(v) === DEFAULTS[k]) {
            continue;
        }
        if (k.startsWith('wm_') && !params.wm) {
            continue;
        }
        out.push(`${k}_${String(v).trim()}`);
    }
    for (const p of PLUGINS) {
        const v = plugins[p];
        if (v) {
            out.push(`${p}_${v}`);
        }
    }
    return out;
}

// /{p}/{id}, /{p}/{id}/original.{ext}, /{p}/{id}/{tokens}[.{ext}]
export function deliveryPath(slug, id, toks, format) {
    const base = `/${slug}/${id}`;
    if (!toks.length) {
        return format ? `${base}/original.${format}` : base;
    }
    return `${base}/${toks.join(',')}${format ? `.${format}` : ''}`;
}

export function signingAvailable() {
    return !!(window.crypto && window.crypto.subtle);
}

function hexBytes(hex) {
    const s = hex.trim();
    if (!/^([0-9a-fA-F]{2})+$/.test(s)) {
        throw new Error('a signing key is hexadecimal (64 characters)');
    }
    const b = new Uint8Array(s.length / 2);
    for (let i = 0; i < b.length; i += 1) {
        b[i] = parseInt(s.slice(2 * i, 2 * i + 2), 16);
    }
    return b;
}

function base64url(buf) {
    let s = '';
    for (const c of new Uint8Array(buf)) {
        s += String.fromCharCode(c);
    }
    return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

// the path with its signature token: ",s_<sig>" before the extension
export async function signPath(path, hexKey) {
    const key = await crypto.subtle.importKey('raw', hexBytes(hexKey),
        { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    const mac = await crypto.subtle.sign('HMAC', key,
                                         new TextEncoder().encode(path));
    const sig = base64url(mac);
    const slash = path.lastIndexOf('/');
    const last = path.slice(slash + 1);
    const m = last.match(/^(.*?)(\.(?:jpg|jpeg|png|webp|avif|gif))?$/);
    return `${path.slice(0, slash + 1)}${m[1]},s_${sig}${m[2] || ''}`;
}

// a signing key the owner pasted or just rotated: in this page's memory
// only, gone on reload
let sessionKey = '';
export function setSigningKey(k) {
    sessionKey = k || '';
}
export function signingKey() {
    return sessionKey;
}

// strict mode of each project seen: unsigned tokens do not render there
const strictOf = new Map();
export function setStrict(slug, on) {
    strictOf.set(slug, !!on);
}
export function isStrict(slug) {
    return !!strictOf.get(slug);
}

// The src of a picture of img with tokens: its delivery URL; in strict
// mode signed with the key in memory, or else the original (for a video
// or an EPS its first raster, which an <img> shows); null when there is
// none yet.  An SVG is its original.
export async function pictureSrc(slug, img, toks, format) {
    const id = img.imageId;
    if (img.contentType === 'image/svg+xml') {
        return `/${slug}/${id}`;
    }
    const p = deliveryPath(slug, id, toks, format);
    if (!isStrict(slug)) {
        return p;
    }
    if (signingKey()) {
        try {
            return await signPath(p, signingKey());
        } catch (e) {
            // a bad key: the original below
        }
    }
    if (img.isVideo || id.startsWith('eps_')) {
        return img.thumbnailId ? `/${slug}/${img.thumbnailId}` : null;
    }
    return `/${slug}/${id}`;
}
