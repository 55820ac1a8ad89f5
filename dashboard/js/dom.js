// DOM helpers: elements made with h() (text is always text, never HTML),
// the dialogs, the live region and small formatters.

// h('button', {class: 'x', onclick: f}, 'text', child, ...): attributes
// by name ("on..." are listeners, true/false toggle an attribute); never
// a style attribute, which the Content-Security-Policy would refuse
export function h(tag, attrs, ...children) {
    const el = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
        if (v === undefined || v === null || v === false) {
            continue;
        }
        if (k.startsWith('on') && typeof v === 'function') {
            el.addEventListener(k.slice(2), v);
        } else if (k === 'value' && 'value' in el) {
            el.value = v;
        } else if (k === 'checked' || k === 'selected' || k === 'indeterminate') {
            el[k] = !!v;
        } else {
            el.setAttribute(k, v === true ? '' : String(v));
        }
    }
    append(el, children);
    return el;
}

export function append(el, children) {
    for (const c of children.flat(Infinity)) {
        if (c === undefined || c === null || c === false) {
            continue;
        }
        el.append(c instanceof Node ? c : document.createTextNode(String(c)));
    }
    return el;
}

export function clear(el, ...children) {
    el.replaceChildren();
    return append(el, children);
}

let seq = 0;
export function uid(prefix) {
    seq += 1;
    return `${prefix || 'f'}-${seq}`;
}

// a labelled control: field('Width', h('input', {...}), 'hint')
export function field(label, control, hint) {
    if (!control.id) {
        control.id = uid('f');
    }
    const parts = [h('label', { for: control.id }, label), control];
    if (hint) {
        const hid = uid('hint');
        const prev = control.getAttribute('aria-describedby');
        control.setAttribute('aria-describedby', prev ? `${prev} ${hid}` : hid);
        parts.push(h('p', { class: 'hint', id: hid }, hint));
    }
    return h('div', { class: 'field' }, parts);
}

export function checkbox(label, attrs) {
    const box = h('input', { type: 'checkbox', id: uid('c'), ...attrs });
    return h('div', { class: 'field check' }, box,
             h('label', { for: box.id }, label));
}

export function select(options, attrs) {
    return h('select', attrs || {}, options.map((o) => {
        const [value, text] = Array.isArray(o) ? o : [o, o];
        return h('option', { value }, text);
    }));
}

export function button(text, onclick, attrs) {
    return h('button', { type: 'button', onclick, ...attrs }, text);
}

// a message box for an error (a Problem or any Error) or a notice
export function errorBox(err) {
    return h('div', { class: 'msg error', role: 'alert' },
             h('strong', {}, err.title || 'Error'),
             err.detail ? [' ', err.detail] : '');
}

export function notice(text, kind) {
    return h('div', { class: `msg ${kind || 'info'}` }, text);
}

// what a failure says to a person: title and detail, never raw JSON
export function showError(where, err) {
    clear(where, errorBox(err));
}

// success and progress messages for screen readers and eyes alike
export function toast(text) {
    const box = document.getElementById('toasts');
    const t = h('div', { class: 'toast' }, text);
    box.append(t);
    setTimeout(() => t.remove(), 4000);
}

// A modal dialog: the native <dialog> with showModal() keeps focus inside
// it (the page behind is inert) and closes on Escape.  Resolves with the
// value of the button that closed it, or null.
export function dialog(title, body, buttons) {
    return new Promise((resolve) => {
        const tid = uid('dlg');
        let value = null;
        const dlg = h('dialog', { 'aria-labelledby': tid },
            h('h2', { id: tid }, title),
            h('div', { class: 'dialog-body' }, body),
            h('div', { class: 'actions' }, buttons.map((b) =>
                button(b.text, () => { value = b.value; dlg.close(); },
                       { class: b.class || '' }))));
        dlg.addEventListener('close', () => {
            dlg.remove();
            resolve(value);
        });
        document.body.append(dlg);
        dlg.showModal();
        const first = dlg.querySelector('[autofocus]')
            || dlg.querySelector('.actions button');
        if (first) {
            first.focus();
        }
    });
}

export async function confirmDialog(title, text, action) {
    const v = await dialog(title, h('p', {}, text), [
        { text: 'Cancel', value: false },
        { text: action, value: true, class: 'danger' },
    ]);
    return v === true;
}

// a secret shown once (a new API key, a signing key)
export function secretDialog(title, text, secret) {
    const input = h('input', { type: 'text', readonly: true, value: secret,
                               class: 'mono', autofocus: true });
    input.addEventListener('focus', () => input.select());
    return dialog(title, [h('p', {}, text), field('Value', input),
                          copyButton(() => secret)],
                  [{ text: 'Done', value: true }]);
}

export async function copyText(text) {
    try {
        await navigator.clipboard.writeText(text);
        toast('Copied to the clipboard');
        return true;
    } catch (e) {
        toast('Copy did not work here: select the text and copy it');
        return false;
    }
}

export function copyButton(get, label) {
    return button(label || 'Copy', () => copyText(get()));
}

export function fmtBytes(n) {
    if (n === null || n === undefined) {
        return '—';
    }
    const u = ['B', 'KB', 'MB', 'GB', 'TB'];
    let i = 0;
    let v = n;
    while (v >= 1000 && i < u.length - 1) {
        v /= 1000;
        i += 1;
    }
    return `${i ? v.toFixed(1) : v} ${u[i]}`;
}

export function fmtDate(iso) {
    if (!iso) {
        return '—';
    }
    const d = new Date(iso);
    return Number.isNaN(d.getTime()) ? iso
        : d.toISOString().replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
}

export function fmtCents(c) {
    if (c === null || c === undefined) {
        return '—';
    }
    return `$${(c / 100).toFixed(2)}`;
}

// a two-column table of [label, value] rows
export function factTable(rows, caption) {
    return h('table', { class: 'facts' },
        caption ? h('caption', {}, caption) : '',
        h('tbody', {}, rows.map(([k, v]) =>
            h('tr', {}, h('th', { scope: 'row' }, k), h('td', {}, v)))));
}

// a table with a header row; rows are arrays of cells
export function table(head, rows, caption) {
    return h('div', { class: 'table-wrap' }, h('table', { class: 'list' },
        caption ? h('caption', {}, caption) : '',
        h('thead', {}, h('tr', {}, head.map((c) =>
            h('th', { scope: 'col' }, c)))),
        h('tbody', {}, rows.map((r) => h('tr', {}, r.map((c, i) =>
            h('td', { 'data-label': head[i] }, c)))))));
}

export function section(title, ...children) {
    const id = uid('s');
    return h('section', { class: 'card', 'aria-labelledby': id },
             h('h2', { id }, title), children);
}

// a form whose submit runs fn; the submit button is disabled while it runs
export function form(attrs, children, fn) {
    const f = h('form', { novalidate: true, ...attrs }, children);
    f.addEventListener('submit', async (ev) => {
        ev.preventDefault();
        const b = [...f.querySelectorAll('button')].filter((x) => !x.disabled);
        b.forEach((x) => { x.disabled = true; });
        try {
            await fn(ev);
        } finally {
            b.forEach((x) => { x.disabled = false; });
        }
    });
    return f;
}

export function sleep(ms) {
    return new Promise((r) => setTimeout(r, ms));
}
