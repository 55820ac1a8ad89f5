// Settings (docs/API.md "Settings"): strict mode, the plugin budget,
// signing keys and their rotation (the key shown once).

import { api, enc } from '../api.js';
import { h, field, form, errorBox, clear, checkbox, button, toast,
         confirmDialog, table, fmtDate, section, secretDialog, notice }
    from '../dom.js';
import { setSigningKey, setStrict } from '../url.js';

export async function render(ctx) {
    const { slug } = ctx;
    ctx.setTitle(`Settings · ${slug}`);
    const [s, project] = await Promise.all([
        api('GET', `/${enc(slug)}/settings`), ctx.project(true)]);
    let settings = s;

    const strict = checkbox('Strict mode: only named transforms and the'
        + ' format render, unless the URL is signed',
        { id: 'strict', checked: settings.strictTransforms });
    const budget = h('input', { type: 'number', min: 0, step: 1, id: 'budget',
        value: settings.pluginMonthlyBudgetCents ?? '' });
    const out = h('div', { 'aria-live': 'polite' });
    const f = form({ id: 'settings-form' }, [
        strict,
        field('Plugin budget a month (cents)', budget, 'empty: no budget;'
              + ' renders past it answer 402'),
        out,
        h('div', { class: 'actions' },
          h('button', { type: 'submit', class: 'primary' }, 'Save settings')),
    ], async () => {
        clear(out);
        const patch = {};
        const st = strict.querySelector('input').checked;
        if (st !== settings.strictTransforms) {
            patch.strictTransforms = st;
        }
        const b = budget.value === '' ? null : Number(budget.value);
        if (b !== settings.pluginMonthlyBudgetCents) {
            patch.pluginMonthlyBudgetCents = b;
        }
        if (!Object.keys(patch).length) {
            out.append(notice('Nothing changed.'));
            return;
        }
        try {
            settings = await api('PATCH', `/${enc(slug)}/settings`, { json: patch });
            setStrict(slug, settings.strictTransforms);
            toast('Settings saved');
            out.append(notice('Saved.', 'ok'));
            drawKeys();
        } catch (e) {
            out.append(errorBox(e));
        }
    });

    const keysBox = h('div', { id: 'signing-keys' });
    const keysOut = h('div', { 'aria-live': 'polite' });
    const drawKeys = () => {
        clear(keysBox, settings.signingKeys.length
            ? table(['Key id', 'Created'], settings.signingKeys.map((k) =>
                [String(k.id), fmtDate(k.createdAt)]), 'Signing keys')
            : h('p', {}, 'No signing key yet.'));
    };
    drawKeys();
    const rotate = button('Rotate the signing key', async () => {
        if (settings.signingKeys.length && !await confirmDialog('Rotate',
            'Make a new signing key? The two newest keys are valid, so URLs'
            + ' signed with the oldest stop working.', 'Rotate')) {
            return;
        }
        clear(keysOut);
        try {
            const k = await api('POST', `/${enc(slug)}/settings/signing-keys/rotate`);
            settings = await api('GET', `/${enc(slug)}/settings`);
            drawKeys();
            setSigningKey(k.key);
            await secretDialog('New signing key', 'This is the only time the'
                + ' key is shown: store it where your URLs are signed. The URL'
                + ' builder of this page uses it until you reload.', k.key);
        } catch (e) {
            keysOut.append(errorBox(e));
        }
    }, { id: 'rotate' });

    ctx.main.append(h('h1', {}, 'Settings'),
        section('Project', table(['Project', 'Plan', 'Owner', 'Created'],
            [[project.name, project.plan, String(project.owner),
              fmtDate(project.createdAt)]])),
        section('Delivery', f),
        section('Signing keys', h('p', {}, 'A signed URL carries s_<signature>,'
            + ' an HMAC-SHA256 of its path with a signing key (docs/DELIVERY.md).'),
            keysBox, keysOut, h('div', { class: 'actions' }, rotate)));
}
