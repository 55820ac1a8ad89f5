// Plugins (docs/PLUGINS.md): each with its price and tokens, activate and
// deactivate, and a month's usage: line items, total and budget.

import { api, enc } from '../api.js';
import { h, field, errorBox, clear, button, toast, table, fmtCents,
         section, factTable } from '../dom.js';

export async function render(ctx) {
    const { slug } = ctx;
    ctx.setTitle(`Plugins · ${slug}`);
    const [catalogue, mine] = await Promise.all([
        api('GET', '/plugins'), api('GET', `/${enc(slug)}/plugins`)]);
    const on = new Map(mine.map((p) => [p.name, p.isActivated]));
    const cards = h('ul', { class: 'plugins', id: 'plugins' });
    const draw = () => {
        clear(cards, catalogue.map((p) => {
            const active = on.get(p.name);
            const out = h('div', { 'aria-live': 'polite' });
            return h('li', { class: `card plugin${active ? ' active' : ''}`,
                             'data-plugin': p.name },
                h('h2', {}, p.displayName, ' ',
                  h('span', { class: `badge ${active ? 'on' : ''}` },
                    active ? 'active' : 'inactive')),
                h('p', {}, p.description),
                h('p', { class: 'hint' }, `${p.category}, ${p.stage}, by ${p.vendor};`
                  + ` ${p.priceCentsPerInvocation} ¢ per render; tokens`
                  + ` ${p.urlPrefix}_…`),
                p.parameters && p.parameters.length ? h('ul', { class: 'tokens' },
                  p.parameters.map((x) => h('li', {}, h('code', {}, x.key), ': ',
                    x.description, x.defaultValue ? ` (default ${x.defaultValue})` : '')))
                  : '',
                out,
                button(active ? 'Deactivate' : 'Activate', async (ev) => {
                    ev.target.disabled = true;
                    try {
                        const r = await api('POST', `/${enc(slug)}/plugins/${enc(p.name)}/`
                                            + `${active ? 'deactivate' : 'activate'}`);
                        on.set(p.name, r.status === 'activated');
                        toast(`${p.displayName} ${r.status}`);
                        draw();
                        const b = cards.querySelector(`[data-plugin="${p.name}"] button`);
                        if (b) {
                            b.focus();
                        }
                    } catch (e) {
                        ev.target.disabled = false;
                        out.append(errorBox(e));
                    }
                }, { class: active ? '' : 'primary', id: `plugin-${p.name}` }));
        }));
    };
    draw();

    const month = h('input', { type: 'month', id: 'usage-month',
                               value: new Date().toISOString().slice(0, 7) });
    const usageBox = h('div', { id: 'usage', 'aria-live': 'polite' });
    const loadUsage = async () => {
        try {
            const u = await api('GET', `/${enc(slug)}/usage`,
                                { query: { month: month.value } });
            clear(usageBox,
                u.lineItems.length ? table(['Plugin', 'Renders', 'Unit price', 'Amount'],
                    u.lineItems.map((l) => [l.plugin, String(l.invocations),
                        `${l.unitPriceCents} ¢`, fmtCents(l.amountCents)]),
                    `Line items of ${u.month}`)
                    : h('p', {}, `No plugin render in ${u.month}.`),
                factTable([['Total', fmtCents(u.totalCents)],
                    ['Monthly budget', u.pluginMonthlyBudgetCents === null
                        ? 'none' : fmtCents(u.pluginMonthlyBudgetCents)],
                    ['Budget spent', fmtCents(u.budgetSpentCents)],
                    ['Budget left', u.budgetRemainingCents === null
                        ? '—' : fmtCents(u.budgetRemainingCents)]]));
        } catch (e) {
            clear(usageBox, errorBox(e));
        }
    };
    month.addEventListener('change', loadUsage);
    ctx.main.append(h('h1', {}, 'Plugins'),
        h('p', {}, 'A plugin runs only when it is active and a URL (or a named'
          + ' transform) names its token; each render is billed apart from the plan.'),
        cards,
        section('Usage', field('Month', month), usageBox));
    await loadUsage();
}
