// Watermarks (docs/DELIVERY.md "Watermarks"): the list, an upload with
// its progress (multipart file and name), delete.

import { api, enc, upload } from '../api.js';
import { h, field, form, errorBox, clear, button, toast, confirmDialog,
         table, fmtBytes, fmtDate, section } from '../dom.js';

export async function render(ctx) {
    const { slug } = ctx;
    ctx.setTitle(`Watermarks · ${slug}`);
    const listBox = h('div', { id: 'watermarks' });
    const load = async () => {
        const { watermarks } = await api('GET', `/${enc(slug)}/watermarks`);
        clear(listBox, watermarks.length ? table(
            ['Name', 'Type', 'Size', 'Created', 'Actions'],
            watermarks.map((w) => [
                h('code', {}, w.name), w.contentType,
                `${w.width} × ${w.height} px, ${fmtBytes(w.sizeBytes)}`,
                fmtDate(w.createdAt),
                button('Delete', async () => {
                    if (!await confirmDialog('Delete watermark', `Delete ${w.name}?`
                        + ' Variants and named transforms that draw it get new'
                        + ' cache keys; URLs naming it answer 400.', 'Delete')) {
                        return;
                    }
                    try {
                        await api('DELETE', `/${enc(slug)}/watermarks/${enc(w.name)}`);
                        toast(`Watermark ${w.name} deleted`);
                        await load();
                    } catch (e) {
                        clear(listBox, errorBox(e));
                    }
                }, { class: 'danger', 'aria-label': `Delete ${w.name}` }),
            ]), 'Watermarks')
            : h('p', {}, 'No watermark yet.'));
    };
    const name = h('input', { type: 'text', name: 'name', id: 'wm-name',
                              pattern: '[A-Za-z0-9_-]{1,64}' });
    const file = h('input', { type: 'file', name: 'file', id: 'wm-file',
                              accept: 'image/*' });
    const bar = h('progress', { max: 100, value: 0, hidden: true,
                                'aria-label': 'Upload progress' });
    const out = h('div', { 'aria-live': 'polite' });
    const f = form({ id: 'watermark-form' }, [
        field('Name', name, 'letters, digits, "_" and "-", not starting with'
              + ' pos_, opacity_ or scale_; used as wm_<name>'),
        field('Image', file, 'PNG with transparency works best'),
        bar, out,
        h('div', { class: 'actions' },
          h('button', { type: 'submit', class: 'primary' }, 'Upload watermark')),
    ], async () => {
        clear(out);
        if (!file.files.length) {
            out.append(errorBox({ title: 'No file', detail: 'choose an image' }));
            return;
        }
        const fd = new FormData();
        fd.append('file', file.files[0], file.files[0].name);
        fd.append('name', name.value.trim());
        bar.hidden = false;
        bar.value = 0;
        try {
            const r = await upload(`/${enc(slug)}/watermarks`, fd,
                                   (x) => { bar.value = Math.round(x * 100); });
            toast(`Watermark ${r.name} uploaded`);
            name.value = '';
            file.value = '';
            await load();
        } catch (e) {
            out.append(errorBox(e));
        } finally {
            bar.hidden = true;
        }
    });
    ctx.main.append(h('h1', {}, 'Watermarks'),
        section('Watermarks', listBox), section('Upload a watermark', f));
    await load();
}
