// Log in: POST /api/auth/login {email, password}; the answer sets the
// session cookie (HttpOnly) and lists the user's projects.

import { api } from '../api.js';
import { h, field, form, errorBox, notice, clear } from '../dom.js';

export async function render(ctx) {
    ctx.setTitle('Log in');
    const email = h('input', { type: 'email', name: 'email', required: true,
                               autocomplete: 'username' });
    const password = h('input', { type: 'password', name: 'password',
                                  required: true,
                                  autocomplete: 'current-password' });
    const out = h('div', { class: 'out', 'aria-live': 'polite' });
    if (ctx.flash) {
        out.append(notice(ctx.flash.text, ctx.flash.kind));
    }
    const f = form({ class: 'login', id: 'login-form' }, [
        field('Email', email),
        field('Password', password),
        h('div', { class: 'actions' },
          h('button', { type: 'submit', class: 'primary' }, 'Log in')),
    ], async () => {
        clear(out);
        if (!email.value || !password.value) {
            out.append(errorBox({ title: 'Missing field',
                                  detail: 'enter your email and password' }));
            return;
        }
        try {
            const s = await api('POST', '/auth/login', { noRedirect: true,
                json: { email: email.value, password: password.value } });
            ctx.setSession(s);
            password.value = '';
            const first = (s.projects || [])[0];
            ctx.navigate(first ? `#/p/${encodeURIComponent(first)}/library`
                               : '#/projects');
        } catch (e) {
            out.append(errorBox(e));
            password.select();
        }
    });
    ctx.main.append(h('div', { class: 'narrow' },
        h('h1', {}, 'Log in to Pictor'),
        h('p', {}, 'The console of a project\'s owner: the library, uploads,'
          + ' delivery URLs, transforms, plugins, keys and storage.'),
        out, f));
    email.focus();
}
