// The dashboard's shell: the session, the header (project switcher,
// navigation, log out) and a hash router, #/p/{project}/{page}/{arg}.
// Every page is a module whose render(ctx) fills <main> and may return a
// function that stops what it started (polling).

import { api, Problem, setUnauthorizedHandler } from './api.js';
import { h, clear, errorBox, select, button, toast } from './dom.js';

import * as login from './pages/login.js';
import * as projects from './pages/projects.js';
import * as library from './pages/library.js';
import * as image from './pages/image.js';
import * as builder from './pages/builder.js';
import * as transforms from './pages/transforms.js';
import * as watermarks from './pages/watermarks.js';
import * as plugins from './pages/plugins.js';
import * as keys from './pages/keys.js';
import * as settings from './pages/settings.js';
import * as storage from './pages/storage.js';

const PAGES = {
    library: { mod: library, label: 'Library' },
    image: { mod: image, label: 'Image', hidden: true },
    builder: { mod: builder, label: 'URL builder' },
    transforms: { mod: transforms, label: 'Transforms' },
    watermarks: { mod: watermarks, label: 'Watermarks' },
    plugins: { mod: plugins, label: 'Plugins' },
    keys: { mod: keys, label: 'API keys' },
    settings: { mod: settings, label: 'Settings' },
    storage: { mod: storage, label: 'Storage' },
};

const state = {
    session: null,      // GET /api/auth/me
    stop: null,         // the current page's cleanup
    flash: null,        // a message for the next page (the login's reason)
    projectInfo: {},    // slug -> GET /api/{p}
    gen: 0,             // visits so far: a stale render knows it is one
};

const main = document.getElementById('main');
const nav = document.getElementById('nav');
const account = document.getElementById('account');

export function navigate(hash) {
    if (location.hash === hash) {
        route();
    } else {
        location.hash = hash;
    }
}

function parse() {
    const raw = location.hash.replace(/^#/, '');
    const [path, qs] = raw.split('?');
    const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
    return { parts, params: new URLSearchParams(qs || '') };
}

// a mark that this browser logged in: without it the first page is the
// login form, with no call that could only answer 401
const MARK = 'pictor.loggedIn';

export function markSession(on) {
    try {
        if (on) {
            localStorage.setItem(MARK, '1');
        } else {
            localStorage.removeItem(MARK);
        }
    } catch (e) {
        // storage refused: the call below decides
    }
}

function marked() {
    try {
        return localStorage.getItem(MARK) === '1';
    } catch (e) {
        return true;
    }
}

async function loadSession() {
    if (!marked()) {
        state.session = null;
        return null;
    }
    try {
        state.session = await api('GET', '/auth/me', { noRedirect: true });
    } catch (e) {
        if (!(e instanceof Problem) || e.status !== 401) {
            throw e;
        }
        state.session = null;
        markSession(false);
    }
    return state.session;
}

async function projectInfo(slug, fresh) {
    if (fresh || !state.projectInfo[slug]) {
        state.projectInfo[slug] = await api('GET', `/${encodeURIComponent(slug)}`);
    }
    return state.projectInfo[slug];
}

async function logout() {
    try {
        await api('POST', '/auth/logout', { noRedirect: true });
    } catch (e) {
        // the cookie is cleared either way on the next login
    }
    state.session = null;
    markSession(false);
    state.projectInfo = {};
    state.flash = { kind: 'ok', text: 'You are logged out.' };
    navigate('#/login');
}

function renderHeader(slug, page) {
    clear(nav);
    clear(account);
    if (!state.session) {
        return;
    }
    const slugs = state.session.projects || [];
    if (slugs.length) {
        const sel = select(slugs.map((s) => [s, s]),
                           { id: 'project-switch', 'aria-label': 'Project' });
        if (slug) {
            sel.value = slug;
        } else {
            sel.prepend(h('option', { value: '', selected: true },
                          'Choose a project'));
        }
        sel.addEventListener('change', () => {
            if (sel.value) {
                // the same page of the other project, but an image's
                const p = PAGES[page] && !PAGES[page].hidden ? page : 'library';
                navigate(`#/p/${encodeURIComponent(sel.value)}/${p}`);
            }
        });
        nav.append(h('div', { class: 'switch' },
                      h('label', { for: 'project-switch', class: 'sr-only' },
                        'Project'), sel));
    }
    const links = h('ul', { class: 'links', id: 'nav-links' });
    if (slug) {
        for (const [name, p] of Object.entries(PAGES)) {
            if (p.hidden) {
                continue;
            }
            const cur = name === page || (name === 'library' && page === 'image');
            links.append(h('li', {}, h('a', {
                href: `#/p/${encodeURIComponent(slug)}/${name}`,
                'aria-current': cur ? 'page' : null }, p.label)));
        }
    }
    links.append(h('li', {}, h('a', { href: '#/projects',
        'aria-current': page === 'projects' ? 'page' : null }, 'Projects')));
    const toggle = button('Menu', () => {
        const open = toggle.getAttribute('aria-expanded') === 'true';
        toggle.setAttribute('aria-expanded', open ? 'false' : 'true');
        links.classList.toggle('open', !open);
    }, { class: 'menu-toggle', 'aria-expanded': 'false',
         'aria-controls': 'nav-links' });
    nav.append(toggle, links);
    account.append(h('span', { class: 'who' }, state.session.email),
                   button('Log out', logout, { id: 'logout' }));
}

async function route() {
    if (state.stop) {
        try {
            state.stop();
        } catch (e) {
            // a page's cleanup never stops the next one
        }
        state.stop = null;
    }
    const { parts, params } = parse();
    if (state.session === null && parts[0] !== 'login') {
        await loadSession();
    }
    if (!state.session && parts[0] !== 'login') {
        navigate('#/login');
        return;
    }

    let mod;
    let slug = null;
    let page = parts[0] || '';
    let arg = null;
    if (page === 'login') {
        mod = login;
    } else if (page === 'projects') {
        mod = projects;
    } else if (page === 'p' && parts[1]) {
        slug = parts[1];
        page = parts[2] || 'library';
        arg = parts[3] || null;
        mod = PAGES[page]?.mod;
    } else {
        const first = (state.session.projects || [])[0];
        navigate(first ? `#/p/${encodeURIComponent(first)}/library`
                       : '#/projects');
        return;
    }

    renderHeader(slug, page);
    // each visit renders into its own view: a page still awaiting the API
    // when the hash moves on writes into a detached view, never beside the
    // page that replaced it
    const view = h('div', { class: 'view' });
    main.replaceChildren(view);
    const gen = ++state.gen;
    document.title = 'Pictor';
    if (!mod) {
        view.append(h('h1', { tabindex: '-1' }, 'Not found'),
                    h('p', {}, 'No such page. ',
                      h('a', { href: '#/' }, 'Back to the dashboard')));
        return;
    }
    const flash = state.flash;
    state.flash = null;
    const ctx = {
        main: view, slug, arg, params, flash,
        session: state.session,
        navigate,
        project: (fresh) => projectInfo(slug, fresh),
        setTitle: (t) => { document.title = `${t} · Pictor`; },
        base: (p) => `#/p/${encodeURIComponent(slug)}/${p}`,
        // a project created or logged in: the session again
        refreshSession: loadSession,
        setSession: (s) => { state.session = s; markSession(!!s); },
    };
    try {
        const stop = await mod.render(ctx);
        if (typeof stop === 'function') {
            if (gen === state.gen) {
                state.stop = stop;
            } else {
                stop();
            }
        }
    } catch (e) {
        if (e instanceof Problem && e.status === 401) {
            return;
        }
        view.append(errorBox(e));
    }
    if (gen !== state.gen) {
        return;
    }
    const h1 = main.querySelector('h1');
    if (h1 && !main.contains(document.activeElement)) {
        h1.setAttribute('tabindex', '-1');
        h1.focus({ preventScroll: true });
    }
}

setUnauthorizedHandler(() => {
    if (state.session) {
        state.session = null;
        markSession(false);
        state.flash = { kind: 'error', text: 'Your session has ended: log in again.' };
        navigate('#/login');
    }
});

document.getElementById('skip').addEventListener('click', (ev) => {
    ev.preventDefault();
    const t = main.querySelector('h1') || main;
    t.setAttribute('tabindex', '-1');
    t.focus();
});

window.addEventListener('hashchange', () => {
    route();
});
window.addEventListener('unhandledrejection', (ev) => {
    const e = ev.reason;
    if (e instanceof Problem) {
        ev.preventDefault();
        toast(`${e.title}${e.detail ? `: ${e.detail}` : ''}`);
    }
});

route();
