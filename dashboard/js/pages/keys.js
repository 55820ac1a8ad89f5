// API keys (docs/API.md "Authentication"): the list, a new key shown
// once, revoke.

import { api, enc } from '../api.js';
import { h, errorBox, clear, button, confirmDialog, table, fmtDate,
         section, secretDialog, toast } from '../dom.js';

export async function render(ctx) {
    const { slug } = ctx;
    ctx.setTitle(`API keys · ${slug}`);
    const listBox = h('div', { id: 'keys' });
    const out = h('div', { 'aria-live': 'polite' });
    const load = async () => {
        const { keys } = await api('GET', `/${enc(slug)}/keys`);
        clear(listBox, keys.length ? table(
            ['Key', 'Created', 'Last used', 'State', 'Actions'],
            keys.map((k) => [h('code', {}, `${k.prefix}…`), fmtDate(k.createdAt),
                fmtDate(k.lastUsedAt), k.revokedAt ? `revoked ${fmtDate(k.revokedAt)}`
                    : 'active',
                k.revokedAt ? '' : button('Revoke', async () => {
                    if (!await confirmDialog('Revoke key', `Revoke ${k.prefix}…?`
                        + ' Programs using it are refused at once.', 'Revoke')) {
                        return;
                    }
                    try {
                        await api('DELETE', `/${enc(slug)}/keys/${enc(k.id)}`);
                        toast('Key revoked');
                        await load();
                    } catch (e) {
                        clear(out, errorBox(e));
                    }
                }, { class: 'danger', 'aria-label': `Revoke ${k.prefix}` })]),
            'API keys') : h('p', {}, 'No API key yet.'));
    };
    const create = button('Create an API key', async () => {
        clear(out);
        try {
            const k = await api('POST', `/${enc(slug)}/keys`);
            await load();
            await secretDialog('New API key', 'This is the only time the key'
                + ' is shown: store it now. Programs send it as X-Api-Key.', k.key);
        } catch (e) {
            out.append(errorBox(e));
        }
    }, { class: 'primary', id: 'key-create' });
    ctx.main.append(h('h1', {}, 'API keys'),
        h('p', {}, 'A key acts on this project\'s images, folders, transforms,'
          + ' watermarks and plugins; keys, settings and storage take the'
          + ' owner\'s session only.'),
        section('Keys', listBox, out, h('div', { class: 'actions' }, create)));
    await load();
}
