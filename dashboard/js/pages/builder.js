// The URL builder: every token of the delivery grammar, the project's
// named transforms, watermarks and activated plugins; the canonical URL,
// its rendering live, and a signed URL (WebCrypto HMAC with a signing key
// the owner pastes: the server never gives a key back after its
// rotation).

import { api, enc } from '../api.js';
import { h, field, errorBox, clear, select, checkbox, button, section,
         copyText, notice } from '../dom.js';
import { tokens, deliveryPath, signPath, signingAvailable, signingKey,
         setSigningKey, setStrict } from '../url.js';

const FIT = ['', 'inside', 'cover', 'contain', 'fill', 'outside', 'pad'];
const GRAVITY = ['', 'center', 'north', 'south', 'east', 'west', 'northeast',
    'northwest', 'southeast', 'southwest', 'entropy', 'attention'];
const FORMATS = [['', 'negotiated (Accept)'], ['webp', 'webp'], ['avif', 'avif'],
    ['jpg', 'jpg'], ['png', 'png'], ['gif', 'gif']];
const WM_POS = ['', 'tl', 't', 'tr', 'l', 'c', 'r', 'bl', 'b', 'br'];
const PLUGIN_VALUES = {
    bg: [['', 'off'], ['remove', 'remove the background']],
    smart_crop: [['', 'off'], ['face', 'faces'], ['entropy', 'detail'],
                 ['center', 'centre']],
    filter: [['', 'off'], 'sepia', 'grayscale', 'vibrance', 'contrast',
             'vignette', 'warm', 'cool'],
    wt: [['', 'off'], 'copyright', 'photographer', 'date', 'datetime',
         ['custom', 'custom text']],
};

function num(name, attrs) {
    return h('input', { type: 'number', name, id: `b-${name}`, ...attrs });
}

export async function render(ctx) {
    const { slug } = ctx;
    ctx.setTitle(`URL builder · ${slug}`);
    const [list, tfs, wms, plugins, settings] = await Promise.all([
        api('GET', `/${enc(slug)}/images`, { query: { limit: 50 } }),
        api('GET', `/${enc(slug)}/transforms`),
        api('GET', `/${enc(slug)}/watermarks`),
        api('GET', `/${enc(slug)}/plugins`),
        api('GET', `/${enc(slug)}/settings`),
    ]);
    setStrict(slug, settings.strictTransforms);
    const id = ctx.arg || (list.images[0] && list.images[0].imageId);
    ctx.main.append(h('h1', {}, 'URL builder'));
    if (!id) {
        ctx.main.append(notice('Upload an image first: the builder needs one.'),
            h('p', {}, h('a', { href: ctx.base('library') }, 'To the library')));
        return undefined;
    }

    const pick = select(list.images.map((i) => [i.imageId,
        `${i.name || i.originalFileName || i.imageId}`]),
        { id: 'b-image' });
    if (![...pick.options].some((o) => o.value === id)) {
        pick.prepend(h('option', { value: id }, id));
    }
    pick.value = id;
    pick.addEventListener('change', () => ctx.navigate(ctx.base(`builder/${enc(pick.value)}`)));

    const c = {
        w: num('w', { min: 1, max: 8192 }), h: num('h', { min: 1, max: 8192 }),
        dpr: num('dpr', { min: 1, max: 4, step: 0.01 }),
        fit: select(FIT.map((v) => [v, v || 'default (inside)']), { id: 'b-fit' }),
        g: select(GRAVITY.map((v) => [v, v || 'default (center)']), { id: 'b-g' }),
        q: num('q', { min: 1, max: 100 }),
        blur: num('blur', { min: 0.3, max: 100, step: 0.1 }),
        sharpen: num('sharpen', { min: 0.3, max: 10, step: 0.1 }),
        rot: select([['', '0'], '90', '180', '270'], { id: 'b-rot' }),
        flip: select([['', 'none'], ['h', 'horizontal'], ['v', 'vertical'],
                      ['hv', 'both']], { id: 'b-flip' }),
        bgcolor: h('input', { type: 'text', id: 'b-bgcolor', pattern: '[0-9a-fA-F]{6}([0-9a-fA-F]{2})?',
                              placeholder: 'RRGGBB' }),
        page: num('page', { min: 1 }),
        cx: num('cx', { min: 0 }), cy: num('cy', { min: 0 }),
        cw: num('cw', { min: 1 }), ch: num('ch', { min: 1 }),
        wm: select([['', 'none'], ...wms.watermarks.map((w) => [w.name, w.name])],
                   { id: 'b-wm' }),
        wm_pos: select(WM_POS.map((v) => [v, v || 'default (br)']), { id: 'b-wm_pos' }),
        wm_opacity: num('wm_opacity', { min: 0, max: 100 }),
        wm_scale: num('wm_scale', { min: 1, max: 100 }),
    };
    const format = select(FORMATS, { id: 'b-format' });
    format.value = 'webp';
    const presetBoxes = tfs.transforms.map((t) =>
        checkbox(`t_${t.name}`, { name: 'preset', value: t.name }));
    const active = plugins.filter((p) => p.isActivated);
    const pluginCtl = {};
    const customText = h('input', { type: 'text', id: 'b-wt-text',
                                    placeholder: 'Text (+ is a space)' });
    const bgLevel = num('bg-level', { min: 1, max: 255, placeholder: '1 to 255' });
    for (const p of active) {
        pluginCtl[p.name] = select(PLUGIN_VALUES[p.name] || [['', 'off']],
                                   { id: `b-p-${p.name}` });
    }

    if (ctx.params.has('w')) {
        for (const [k, v] of ctx.params) {
            if (c[k]) {
                c[k].value = v;
            }
        }
    } else {
        c.w.value = 600;
    }

    const urlOut = h('textarea', { readonly: true, class: 'mono url', rows: 3,
                                   id: 'b-url' });
    const signedOut = h('textarea', { readonly: true, class: 'mono url', rows: 3,
                                      id: 'b-signed' });
    const keyIn = h('input', { type: 'password', id: 'b-key', autocomplete: 'off',
                               value: signingKey() });
    const img = h('img', { id: 'b-preview', class: 'preview', alt: 'The rendered variant' });
    const info = h('p', { id: 'b-info', 'aria-live': 'polite' });
    const errOut = h('div', { 'aria-live': 'polite' });

    let current = '';
    let timer = null;
    const build = async () => {
        const params = {};
        for (const [k, el] of Object.entries(c)) {
            params[k] = el.value;
        }
        const pl = {};
        for (const [name, el] of Object.entries(pluginCtl)) {
            let v = el.value;
            if (name === 'wt' && v === 'custom') {
                v = customText.value.trim().replace(/ /g, '+');
            }
            if (name === 'bg' && v === '' && bgLevel.value) {
                v = bgLevel.value;
            }
            pl[name] = v;
        }
        const presets = presetBoxes.map((b) => b.querySelector('input'))
            .filter((b) => b.checked).map((b) => b.value);
        const path = deliveryPath(slug, pick.value, tokens(presets, params, pl),
                                  format.value);
        urlOut.value = `${location.origin}${path}`;
        let show = path;
        signedOut.value = '';
        clear(errOut);
        if (keyIn.value.trim() && path.split('/').length > 3) {
            try {
                const s = await signPath(path, keyIn.value);
                signedOut.value = `${location.origin}${s}`;
                show = s;
                setSigningKey(keyIn.value.trim());
            } catch (e) {
                errOut.append(errorBox({ title: 'Signing key', detail: e.message }));
            }
        }
        if (show !== current) {
            current = show;
            info.textContent = 'Rendering…';
            img.src = show;
        }
    };
    const later = () => {
        clearTimeout(timer);
        timer = setTimeout(build, 300);
    };
    img.addEventListener('load', () => {
        info.textContent = `Rendered: ${img.naturalWidth} × ${img.naturalHeight} px`;
    });
    img.addEventListener('error', async () => {
        info.textContent = 'The URL did not render.';
        // the answer's problem says why (a bad token, strict mode, ...)
        try {
            const r = await fetch(current);
            const p = await r.json();
            clear(errOut, errorBox(p));
        } catch (e) {
            clear(errOut, errorBox({ title: 'The URL did not render' }));
        }
    });

    const controls = h('form', { id: 'builder-form', class: 'builder-form',
                                 novalidate: true },
        field('Image', pick),
        h('fieldset', {}, h('legend', {}, 'Size and fit'),
          h('div', { class: 'cols' },
            field('Width (w)', c.w, '1 to 8192'), field('Height (h)', c.h, '1 to 8192'),
            field('Pixel ratio (dpr)', c.dpr, '1 to 4')),
          h('div', { class: 'cols' },
            field('Fit', c.fit), field('Gravity (g)', c.g))),
        h('fieldset', {}, h('legend', {}, 'Format'),
          h('div', { class: 'cols' },
            field('Format', format), field('Quality (q)', c.q, '1 to 100')),
          h('div', { class: 'cols' },
            field('Page or frame', c.page, 'from 1'),
            field('Background (bgcolor)', c.bgcolor, 'RRGGBB or RRGGBBAA'))),
        h('fieldset', {}, h('legend', {}, 'Effects'),
          h('div', { class: 'cols' },
            field('Blur', c.blur, '0.3 to 100'), field('Sharpen', c.sharpen, '0.3 to 10'),
            field('Rotate', c.rot), field('Flip', c.flip))),
        h('details', {}, h('summary', {}, 'Crop before resizing'),
          h('div', { class: 'cols' },
            field('Left (cx)', c.cx), field('Top (cy)', c.cy),
            field('Width (cw)', c.cw), field('Height (ch)', c.ch))),
        h('fieldset', {}, h('legend', {}, 'Watermark'),
          wms.watermarks.length ? h('div', { class: 'cols' },
            field('Watermark (wm)', c.wm), field('Position', c.wm_pos),
            field('Opacity', c.wm_opacity, '0 to 100'),
            field('Scale', c.wm_scale, '% of the width, 1 to 100'))
            : h('p', {}, 'No watermark yet: ',
                h('a', { href: ctx.base('watermarks') }, 'upload one'), '.')),
        h('fieldset', {}, h('legend', {}, 'Named transforms'),
          presetBoxes.length ? presetBoxes
            : h('p', {}, 'None yet: ', h('a', { href: ctx.base('transforms') },
                                         'create one'), '.')),
        h('fieldset', {}, h('legend', {}, 'Plugins'),
          active.length ? h('div', { class: 'cols' }, active.map((p) => [
              field(p.displayName, pluginCtl[p.name]),
              p.name === 'wt' ? field('Custom text', customText) : '',
              p.name === 'bg' ? field('Or a similarity', bgLevel, '1 to 255') : '']))
            : h('p', {}, 'No plugin is activated: ',
                h('a', { href: ctx.base('plugins') }, 'the plugins'), '.')));
    controls.addEventListener('input', later);
    controls.addEventListener('change', later);
    controls.addEventListener('submit', (ev) => ev.preventDefault());
    keyIn.addEventListener('input', later);

    const signing = section('Signed URL',
        settings.strictTransforms
            ? notice('This project is in strict mode: only named transforms'
                     + ' and the format render unless the URL is signed.', 'warn')
            : h('p', {}, 'Strict mode is off: every URL renders; a signature'
                + ' is checked whenever one is there.'),
        signingAvailable()
            ? [field('Signing key', keyIn, 'the 64 hexadecimal characters shown'
                     + ' once at the rotation (Settings); kept in this page\'s'
                     + ' memory only, never sent'),
               field('Signed URL', signedOut),
               button('Copy signed URL', () => copyText(signedOut.value))]
            : notice('Signing in the browser needs a secure context (HTTPS or'
                     + ' localhost): sign on the server side instead.', 'warn'));

    ctx.main.append(h('div', { class: 'builder' },
        h('div', { class: 'card' }, controls),
        h('div', {},
          section('Result',
            field('Canonical URL', urlOut),
            h('div', { class: 'actions' },
              button('Copy URL', () => copyText(urlOut.value), { id: 'b-copy' }),
              button('Open', () => window.open(urlOut.value, '_blank', 'noopener'))),
            errOut, info, h('div', { class: 'stage' }, img)),
          signing)));
    await build();
    return () => clearTimeout(timer);
}
