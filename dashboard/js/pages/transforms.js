// Named transforms (docs/DELIVERY.md "Named transforms"): the list, a
// form to create or replace one (PUT replaces every field), parameters
// with a lock each, and delete.

import { api, enc } from '../api.js';
import { h, field, form, errorBox, clear, button, toast, confirmDialog,
         table, fmtDate, uid } from '../dom.js';
import { CORE, PLUGINS } from '../url.js';

function paramRow(key, value, locked) {
    const k = h('input', { type: 'text', class: 'p-key', value: key || '',
                           list: 'param-keys', 'aria-label': 'Parameter' });
    const v = h('input', { type: 'text', class: 'p-value', value: value ?? '',
                           'aria-label': 'Value' });
    const lid = uid('lock');
    const l = h('input', { type: 'checkbox', class: 'p-lock', id: lid,
                           checked: !!locked });
    const row = h('li', { class: 'param' }, k, v,
        h('span', { class: 'lock' }, l, h('label', { for: lid }, 'locked')),
        button('Remove', () => row.remove(), { 'aria-label': 'Remove parameter' }));
    return row;
}

function editor(ctx, t, done) {
    const editing = !!t;
    const name = h('input', { type: 'text', name: 'name', id: 'tf-name',
                              value: t ? t.name : '', readonly: editing,
                              pattern: '[A-Za-z0-9_-]{1,64}' });
    const desc = h('textarea', { name: 'description', rows: 2, id: 'tf-desc' });
    desc.value = t && t.description ? t.description : '';
    const rows = h('ul', { class: 'params', id: 'tf-params' });
    const params = t ? Object.entries(t.parameters) : [['w', ''], ['h', '']];
    for (const [k, v] of params) {
        rows.append(paramRow(k, v, t && t.locked.includes(k)));
    }
    const out = h('div', { 'aria-live': 'polite' });
    const f = form({ id: 'transform-form' }, [
        field('Name', name, editing ? 'a transform is renamed by deleting it'
              + ' and creating another' : 'letters, digits, "_" and "-"; used'
              + ' as t_<name> in URLs'),
        h('fieldset', {}, h('legend', {}, 'Parameters'),
          h('p', { class: 'hint' }, 'Delivery keys (w, h, fit, q, wm, ...) and'
            + ' plugin prefixes (filter: sepia). A locked key cannot be'
            + ' overridden by a URL\'s tokens.'),
          rows, button('Add a parameter', () => rows.append(paramRow()), { id: 'tf-add' }),
          h('datalist', { id: 'param-keys' },
            [...CORE, ...PLUGINS].map((k) => h('option', { value: k })))),
        field('Description', desc),
        out,
        h('div', { class: 'actions' },
          h('button', { type: 'submit', class: 'primary' },
            editing ? 'Save transform' : 'Create transform'),
          editing ? button('Cancel', () => done(false)) : ''),
    ], async () => {
        clear(out);
        const parameters = {};
        const locked = [];
        for (const li of rows.querySelectorAll('li')) {
            const k = li.querySelector('.p-key').value.trim();
            const v = li.querySelector('.p-value').value.trim();
            if (!k && !v) {
                continue;
            }
            parameters[k] = /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v;
            if (li.querySelector('.p-lock').checked) {
                locked.push(k);
            }
        }
        const body = { name: name.value.trim(), parameters, locked,
                       description: desc.value.trim() || null };
        try {
            if (editing) {
                await api('PUT', `/${enc(ctx.slug)}/transforms/${enc(t.name)}`,
                          { json: body });
                toast(`Transform ${body.name} saved`);
            } else {
                await api('POST', `/${enc(ctx.slug)}/transforms`, { json: body });
                toast(`Transform ${body.name} created`);
            }
            done(true);
        } catch (e) {
            out.append(errorBox(e));
        }
    });
    return f;
}

export async function render(ctx) {
    const { slug } = ctx;
    ctx.setTitle(`Transforms · ${slug}`);
    const listBox = h('div', { id: 'transforms' });
    const formBox = h('div');
    const formTitle = h('h2', { id: 'tf-form-title' }, 'New transform');
    const showForm = (t) => {
        formTitle.textContent = t ? `Edit t_${t.name}` : 'New transform';
        clear(formBox, editor(ctx, t, async (changed) => {
            showForm(null);
            if (changed) {
                await load();
            }
        }));
        if (t) {
            formBox.querySelector('textarea, input:not([readonly])').focus();
        }
    };
    const load = async () => {
        const { transforms } = await api('GET', `/${enc(slug)}/transforms`);
        clear(listBox, transforms.length ? table(
            ['Name', 'Parameters', 'Locked', 'Description', 'Updated', 'Actions'],
            transforms.map((t) => [
                h('code', {}, `t_${t.name}`),
                Object.entries(t.parameters).map(([k, v]) => `${k}=${v}`).join(', '),
                t.locked.length ? t.locked.join(', ') : '—',
                t.description || '—',
                fmtDate(t.updatedAt),
                h('div', { class: 'actions' },
                  button('Edit', () => showForm(t), { 'aria-label': `Edit ${t.name}` }),
                  button('Delete', async () => {
                      if (!await confirmDialog('Delete transform', `Delete t_${t.name}?`
                          + ' URLs that use it answer 400 from now on.', 'Delete')) {
                          return;
                      }
                      try {
                          await api('DELETE', `/${enc(slug)}/transforms/${enc(t.name)}`);
                          toast(`Transform ${t.name} deleted`);
                          await load();
                      } catch (e) {
                          clear(listBox, errorBox(e));
                      }
                  }, { class: 'danger', 'aria-label': `Delete ${t.name}` })),
            ]), 'Named transforms')
            : h('p', {}, 'No named transform yet.'));
    };
    ctx.main.append(h('h1', {}, 'Named transforms'),
        h('section', { class: 'card', 'aria-labelledby': 'tf-list-title' },
          h('h2', { id: 'tf-list-title' }, 'Transforms'), listBox),
        h('section', { class: 'card', 'aria-labelledby': 'tf-form-title' },
          formTitle, formBox));
    showForm(null);
    await load();
}
