// The user's projects (GET /api/projects) and a new one (POST
// /api/projects {name}): created on the free plan, plans are the
// operator's (pictorctl plan set).

import { api } from '../api.js';
import { h, field, form, errorBox, table, fmtDate, section, clear, toast }
    from '../dom.js';

export async function render(ctx) {
    ctx.setTitle('Projects');
    const { projects } = await api('GET', '/projects');
    const name = h('input', { type: 'text', name: 'name', required: true,
                              pattern: '[a-z0-9][a-z0-9-]{1,62}',
                              autocomplete: 'off' });
    const out = h('div', { 'aria-live': 'polite' });
    const f = form({ id: 'project-form' }, [
        field('Name', name, '2 to 63 characters: a to z, 0 to 9 and "-",'
              + ' not starting with "-". It is the first segment of every'
              + ' delivery URL.'),
        h('div', { class: 'actions' },
          h('button', { type: 'submit', class: 'primary' }, 'Create project')),
    ], async () => {
        clear(out);
        try {
            const p = await api('POST', '/projects', { json: { name: name.value } });
            ctx.setSession(await ctx.refreshSession());
            toast(`Project ${p.name} created`);
            ctx.navigate(`#/p/${encodeURIComponent(p.name)}/library`);
        } catch (e) {
            out.append(errorBox(e));
        }
    });
    ctx.main.append(
        h('h1', {}, 'Projects'),
        section('Your projects', projects.length
            ? table(['Project', 'Plan', 'Created'], projects.map((p) => [
                h('a', { href: `#/p/${encodeURIComponent(p.name)}/library` }, p.name),
                p.plan, fmtDate(p.createdAt)]))
            : h('p', {}, 'You own no project yet.')),
        section('New project', h('p', {}, 'A new project is on the free plan;'
            + ' the operator changes plans (pictorctl plan set).'), out, f));
}
