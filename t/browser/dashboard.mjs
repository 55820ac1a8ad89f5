// The dashboard in a real browser (t/dashboard.t runs this): Debian's
// chromium, headless, driven by puppeteer-core, as an owner uses it:
// log in with the keyboard, the library, two uploads by the file input,
// an edit of the metadata, a URL built and rendered, a named transform,
// a plugin activated, a key shown once, an EPS uploaded, its job
// followed and split, a video uploaded and played with its poster, the
// library filtered to the EPS and sorted oldest first, the storage form
// against the S3 emulator validated and saved, a migration to it,
// strict mode and a signed URL, then the Azure and GCS emulators each
// validated, saved and migrated to, log out.  axe-core checks every
// page at 1280 and 390 px; every page is photographed at both widths.
// Nothing is asserted here: everything is written to OUT/report.json
// for the Perl side to judge, which also checks through the API what the
// browser did, and every answer to /api/, /healthz and /problems/ the
// page received (method, path, status, content type, body) goes to
// OUT/api-responses.json, which the Perl side holds to docs/openapi.json.
//
// Environment: PICTOR_URL, PICTOR_EMAIL, PICTOR_PASSWORD, PICTOR_PROJECT,
// UPLOADS (two paths joined by ':'), EPS and VIDEO (a path each),
// S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_KEY_ID, S3_SECRET, AZ_CONTAINER,
// AZ_CONN, GCS_BUCKET, GCS_ENDPOINT, GCS_SA_JSON, OUT (a directory),
// CHROMIUM (the browser).

import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import puppeteer from 'puppeteer-core';

const require = createRequire(import.meta.url);
const AXE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const env = (k) => {
    if (!process.env[k]) {
        throw new Error(`${k} is not set`);
    }
    return process.env[k];
};
const BASE = env('PICTOR_URL');
const OUT = env('OUT');
const SLUG = env('PICTOR_PROJECT');
const ORIGIN = new URL(BASE).origin;
const WIDTHS = [[1280, 900], [390, 844]];

const report = {
    steps: [],          // {flow, name, ok, detail}
    errors: [],         // page errors, console errors, failed requests
    axe: [],            // {page, width, violations: [{id, impact, help, nodes}]}
    screenshots: [],
    requests: 0,
    foreign: [],        // requests to any host but the service's
    facts: {},
};
let flow = 'start';
// every answer of the API the page received, for docs/openapi.json
const apiAnswers = [];
const apiBodies = [];
const IN_SCOPE = /^\/(?:api\/|healthz$|problems\/)/;
// answers >= 400 a flow expects: [{method, re, status}]; each used once
let expected = [];
const expectedUrls = new Set();

function step(name, ok, detail) {
    report.steps.push({ flow, name, ok: !!ok, detail: detail ?? null });
    process.stderr.write(`${ok ? 'ok' : 'NOT OK'} - ${flow}: ${name}`
                         + `${detail ? ` (${detail})` : ''}\n`);
}

function expect(method, re, status) {
    expected.push({ method, re, status });
}

function isExpected(r) {
    const u = new URL(r.url());
    const i = expected.findIndex((e) => e.method === r.request().method()
        && e.re.test(u.pathname) && e.status === r.status());
    if (i < 0) {
        return false;
    }
    expected.splice(i, 1);
    expectedUrls.add(r.url());
    return true;
}

function watch(page) {
    page.on('pageerror', (e) => report.errors.push({ flow, kind: 'pageerror',
                                                     text: String(e.message || e) }));
    page.on('console', (m) => {
        if (m.type() !== 'error') {
            return;
        }
        const at = m.location() && m.location().url;
        // Chromium logs every answer >= 400 as a console error: the
        // expected ones are not errors of the page
        if (at && expectedUrls.has(at) && /Failed to load resource/.test(m.text())) {
            return;
        }
        report.errors.push({ flow, kind: 'console', text: m.text(), at });
    });
    page.on('request', (r) => {
        report.requests += 1;
        const u = new URL(r.url());
        if (u.protocol !== 'data:' && u.protocol !== 'blob:' && u.origin !== ORIGIN) {
            report.foreign.push({ flow, url: r.url() });
        }
    });
    page.on('requestfailed', (r) => {
        // Chromium reports a 204 (logout, DELETE) as net::ERR_ABORTED
        // though its answer came whole (puppeteer issue 9458)
        if (r.response() && r.response().status() === 204) {
            return;
        }
        report.errors.push({ flow, kind: 'requestfailed',
            text: `${r.method()} ${r.url()}: ${r.failure() && r.failure().errorText}` });
    });
    page.on('response', (r) => {
        if (r.status() >= 400 && !isExpected(r)) {
            report.errors.push({ flow, kind: 'response',
                                 text: `${r.request().method()} ${r.url()}: ${r.status()}` });
        }
        record(r);
    });
}

// An answer of the service's API as the page got it, body included
// (read once it has come whole); a body DevTools no longer holds is
// recorded as null with the reason
function record(r) {
    const u = new URL(r.url());
    if (u.origin !== ORIGIN || !IN_SCOPE.test(u.pathname)) {
        return;
    }
    const a = { flow, method: r.request().method(), path: u.pathname + u.search,
                status: r.status(), contentType: r.headers()['content-type'] ?? null,
                body: null };
    apiAnswers.push(a);
    if (r.status() === 204 || r.status() === 304 || a.method === 'HEAD') {
        a.body = '';
        return;
    }
    apiBodies.push(r.text().then((t) => { a.body = t; }, (e) => {
        a.bodyError = String(e && e.message || e);
    }));
}

async function axe(page, name, width) {
    if (!await page.evaluate(() => typeof window.axe !== 'undefined')) {
        // by DevTools, which the page's CSP does not govern
        await page.evaluate(AXE);
    }
    const r = await page.evaluate(async () => {
        const res = await window.axe.run(document, { resultTypes: ['violations'] });
        return res.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help,
            nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
    });
    report.axe.push({ page: name, width, violations: r });
}

// both widths: a screenshot, axe, and no sideways scrolling at 390 px
async function look(page, name) {
    for (const [w, hgt] of WIDTHS) {
        await page.setViewport({ width: w, height: hgt });
        await new Promise((r) => setTimeout(r, 250));
        const file = path.join(OUT, `${name}-${w}.png`);
        await page.screenshot({ path: file, fullPage: true });
        report.screenshots.push(file);
        await axe(page, name, w);
        if (w < 500) {
            const sw = await page.evaluate(() => document.documentElement.scrollWidth);
            step(`${name} fits ${w} px`, sw <= w, `scrollWidth ${sw}`);
        }
    }
    await page.setViewport({ width: WIDTHS[0][0], height: WIDTHS[0][1] });
}

async function text(page, sel) {
    return page.$eval(sel, (e) => e.textContent);
}

async function waitText(page, sel, re, timeout) {
    await page.waitForFunction((s, src) => {
        const e = document.querySelector(s);
        return e && new RegExp(src).test(e.textContent);
    }, { timeout: timeout || 15000 }, sel, re.source);
}

async function nav(page, label) {
    const links = await page.$$('#nav-links a');
    for (const l of links) {
        if ((await l.evaluate((e) => e.textContent)) === label) {
            await l.click();
            await page.waitForFunction((t) => {
                const h = document.querySelector('main h1');
                return h && h.textContent.startsWith(t);
            }, { timeout: 15000 }, label === 'API keys' ? 'API keys'
               : label === 'Transforms' ? 'Named transforms' : label);
            return;
        }
    }
    throw new Error(`no link ${label}`);
}

// Migrate: the POST's job followed on the page to its end, and first in
// the page's list of the latest migrations; its id
async function migrate(page) {
    const [resp] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'
            && new URL(r.url()).pathname.endsWith('/migrations/storage')),
        page.click('#migrate'),
    ]);
    const id = (await resp.json()).jobId;
    await page.waitForFunction((i) => {
        const b = document.querySelector('#migration');
        return b && b.dataset.job === i
            && /storage-migration: Completed/.test(b.textContent);
    }, { timeout: 90000 }, id);
    await page.waitForFunction(() => {
        const tr = document.querySelector('#migrations tbody tr');
        return tr && /Completed/.test(tr.textContent);
    }, { timeout: 15000 });
    return id;
}

async function run(name, fn, page) {
    flow = name;
    try {
        await fn();
    } catch (e) {
        step('ran to its end', false, String(e && e.stack || e).split('\n').slice(0, 3).join(' | '));
        try {
            const file = path.join(OUT, `failed-${name}.png`);
            await page.screenshot({ path: file, fullPage: true });
            report.screenshots.push(file);
        } catch (e2) {
            // nothing more to show
        }
        return false;
    }
    return true;
}

async function main() {
    fs.mkdirSync(OUT, { recursive: true });
    const args = ['--disable-gpu', '--disable-dev-shm-usage', '--no-first-run',
        '--disable-extensions', '--disable-sync', '--disable-translate',
        '--mute-audio', '--no-pings', '--disable-domain-reliability',
        // nothing but loopback can be resolved: the browser's own
        // background services never leave the machine
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'];
    if (process.getuid && process.getuid() === 0) {
        args.push('--no-sandbox');
    }
    const browser = await puppeteer.launch({
        executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
        headless: true,
        args,
        userDataDir: path.join(OUT, 'profile'),
        protocolTimeout: 120000,
    });
    const page = await browser.newPage();
    watch(page);
    page.setDefaultTimeout(20000);
    await page.setViewport({ width: WIDTHS[0][0], height: WIDTHS[0][1] });
    const uploads = env('UPLOADS').split(':');

    const ok = await run('login', async () => {
        const r = await page.goto(`${BASE}/`, { waitUntil: 'networkidle0' });
        step('/ leads to the dashboard', new URL(page.url()).pathname === '/dashboard/',
             page.url());
        const csp = r.headers()['content-security-policy'] || '';
        step('the page has a strict CSP', /script-src 'self'/.test(csp)
             && !/unsafe-inline/.test(csp), csp);
        await page.waitForSelector('#login-form');
        await look(page, 'login');
        // the keyboard alone: the email field has the focus, Tab to the
        // password, Enter submits
        const focused = await page.evaluate(() => document.activeElement.type);
        step('the email field has the focus', focused === 'email', focused);
        await page.keyboard.type(env('PICTOR_EMAIL'));
        await page.keyboard.press('Tab');
        await page.keyboard.type(env('PICTOR_PASSWORD'));
        await page.keyboard.press('Enter');
        await page.waitForSelector('#grid');
        await waitText(page, 'main h1', /^Library/);
        step('logged in: the library', true);
        await page.waitForFunction(() => document.querySelector('.count')
            && document.querySelector('.count').textContent !== '');
        step('the library is empty', /No image/.test(await text(page, '.count')));
        await look(page, 'library-empty');
    }, page);
    if (!ok) {
        await Promise.allSettled(apiBodies);
        await browser.close();
        return;
    }

    await run('upload', async () => {
        const input = await page.$('#upload-input');
        await input.uploadFile(...uploads);
        await page.waitForFunction((n) => document.querySelectorAll('#uploads li.done').length
            + document.querySelectorAll('#uploads li.failed').length === n,
        { timeout: 60000 }, uploads.length);
        const failed = await page.$$eval('#uploads li.failed', (l) => l.map((e) => e.textContent));
        step('both files uploaded', failed.length === 0, failed.join('; '));
        const bars = await page.$$eval('#uploads progress', (l) => l.map((e) => e.value));
        step('a progress bar per file, each full', bars.length === uploads.length
             && bars.every((v) => v === 100), bars.join(','));
        await page.waitForFunction((n) => {
            const imgs = [...document.querySelectorAll('#grid li img')];
            return imgs.length === n && imgs.every((i) => i.complete && i.naturalWidth > 0);
        }, { timeout: 60000 }, uploads.length);
        const ids = await page.$$eval('#grid li', (l) => l.map((e) => e.dataset.id));
        report.facts.uploaded = ids;
        step('the two appear in the grid with their thumbnails', ids.length === 2,
             ids.join(','));
        await look(page, 'library');
    }, page);

    await run('image', async () => {
        await page.click('#grid li a');
        await page.waitForSelector('#metadata-form');
        const id = page.url().split('/').pop();
        report.facts.edited = { imageId: decodeURIComponent(id) };
        await page.waitForFunction(() => {
            const i = document.querySelector('#preview');
            return i && i.complete && i.naturalWidth > 0;
        });
        step('the preview loaded', true);
        const value = 'Harbour at dusk';
        await page.$eval('#metadata-form input[name="name"]', (e) => { e.value = ''; });
        await page.type('#metadata-form input[name="name"]', value);
        await page.$eval('#metadata-form input[name="keywords"]', (e) => { e.value = ''; });
        await page.type('#metadata-form input[name="keywords"]', 'harbour, evening');
        await page.click('#metadata-form button[type="submit"]');
        await waitText(page, '#metadata-out .msg', /Saved/);
        step('the metadata saved', true);
        report.facts.edited.name = value;
        report.facts.edited.keywords = ['harbour', 'evening'];
        await waitText(page, 'main h1', new RegExp(value));
        await waitText(page, '#jsonld', new RegExp(value));
        step('the JSON-LD shows the new name', true);
        await look(page, 'image');
    }, page);

    await run('builder', async () => {
        await page.click('a[href*="/builder/"]');
        await page.waitForSelector('#builder-form');
        await page.$eval('#b-w', (e) => { e.value = ''; });
        await page.type('#b-w', '320');
        await page.type('#b-h', '200');
        await page.select('#b-fit', 'cover');
        await page.select('#b-format', 'webp');
        await page.waitForFunction(() => {
            const u = document.querySelector('#b-url').value;
            const i = document.querySelector('#b-preview');
            return /\/w_320,h_200,fit_cover\.webp$/.test(u) && i.complete
                && i.naturalWidth > 0 && i.src.endsWith('w_320,h_200,fit_cover.webp');
        }, { timeout: 30000 });
        const [w, hgt, url] = await page.$eval('#b-preview', (i) =>
            [i.naturalWidth, i.naturalHeight, document.querySelector('#b-url').value]);
        report.facts.builder = { url, width: w, height: hgt };
        step('the canonical URL and its rendering', w === 320 && hgt === 200,
             `${url} ${w}x${hgt}`);
        await look(page, 'builder');
    }, page);

    await run('transforms', async () => {
        await nav(page, 'Transforms');
        await page.waitForSelector('#transform-form');
        await page.type('#tf-name', 'card');
        const rows = await page.$$('#tf-params li');
        await (await rows[0].$('.p-value')).type('300');
        await (await rows[0].$('.p-lock')).click();
        await (await rows[1].$('.p-value')).type('200');
        await page.click('#tf-add');
        const row3 = (await page.$$('#tf-params li'))[2];
        await (await row3.$('.p-key')).type('fit');
        await (await row3.$('.p-value')).type('cover');
        await page.type('#tf-desc', 'Cards of the home page');
        await page.click('#transform-form button[type="submit"]');
        await waitText(page, '#transforms', /t_card/);
        step('t_card in the list', true);
        report.facts.transform = 'card';
        await look(page, 'transforms');
    }, page);

    await run('plugins', async () => {
        await nav(page, 'Plugins');
        await page.waitForSelector('#plugin-filter');
        await page.click('#plugin-filter');
        await waitText(page, '[data-plugin="filter"] .badge', /^active$/);
        step('the filter plugin is active', true);
        report.facts.plugin = 'filter';
        await look(page, 'plugins');
    }, page);

    await run('pages', async () => {
        await nav(page, 'Watermarks');
        await page.waitForSelector('#watermark-form');
        await look(page, 'watermarks');
        await nav(page, 'API keys');
        await page.waitForSelector('#key-create');
        await page.click('#key-create');
        await page.waitForSelector('dialog[open] input.mono');
        const key = await page.$eval('dialog[open] input.mono', (e) => e.value);
        report.facts.apiKey = key;
        step('a new key is shown once', /^pk_/.test(key));
        await look(page, 'keys-dialog');
        await page.keyboard.press('Escape');
        await page.waitForFunction(() => !document.querySelector('dialog[open]'));
        step('Escape closes the dialog', true);
        await look(page, 'keys');
        await nav(page, 'Settings');
        await page.waitForSelector('#settings-form');
        await look(page, 'settings');
        await nav(page, 'Library');
        await page.waitForSelector('#grid li');
        await page.click('#grid li a');
        await page.waitForFunction(() => {
            const i = document.querySelector('#preview');
            return i && i.complete && i.naturalWidth > 0;
        });
        // the page settled (its JSON-LD, EXIF, thumbnails): no late
        // layout moves the button from under the pointer
        await page.waitForNetworkIdle({ idleTime: 300, timeout: 15000 });
        await page.click('#delete');
        await page.waitForSelector('dialog[open]');
        await look(page, 'confirm-dialog');
        await page.keyboard.press('Escape');
        await page.waitForFunction(() => !document.querySelector('dialog[open]'));
        step('Escape cancels a delete', true);
        await page.click('a[href="#/projects"]');
        await page.waitForSelector('#project-form');
        await look(page, 'projects');
    }, page);

    await run('eps', async () => {
        // from the projects page, by the project switcher
        await page.select('#project-switch', SLUG);
        await page.waitForSelector('#upload-input');
        await (await page.$('#upload-input')).uploadFile(env('EPS'));
        await page.waitForSelector('#uploads li.done, #uploads li.failed', { timeout: 60000 });
        const failed = await page.$$eval('#uploads li.failed', (l) => l.map((e) => e.textContent));
        step('the EPS uploaded', failed.length === 0, failed.join('; '));
        await page.click('#uploads li.done a');
        await page.waitForSelector('#split');
        report.facts.eps = decodeURIComponent(page.url().split('/').pop());
        await waitText(page, '#job', /eps-processing: Completed/, 120000);
        step('its processing job shown to its end', true);
        // the icons are about 60 px: designs from 30 px up
        await page.$eval('input[name="minDesignPx"]', (e) => { e.value = ''; });
        await page.type('input[name="minDesignPx"]', '30');
        await page.click('#split');
        await waitText(page, '#job', /eps-split: Completed/, 120000);
        step('split queued and followed to its end', true);
        await page.waitForFunction(() => {
            const names = [...document.querySelectorAll('#derived li .name')];
            const imgs = [...document.querySelectorAll('#derived li img')];
            return names.some((e) => /^split-/.test(e.textContent))
                && imgs.every((i) => i.complete && i.naturalWidth > 0);
        }, { timeout: 60000 });
        const kinds = await page.$$eval('#derived li .badge', (l) => l.map((e) => e.textContent));
        step('the designs among its derived assets', kinds.some((k) => /^split-/.test(k)),
             kinds.join(','));
        await look(page, 'eps');
    }, page);

    await run('video', async () => {
        await nav(page, 'Library');
        await page.waitForSelector('#upload-input');
        await (await page.$('#upload-input')).uploadFile(env('VIDEO'));
        await page.waitForSelector('#uploads li.done, #uploads li.failed', { timeout: 60000 });
        const failed = await page.$$eval('#uploads li.failed', (l) => l.map((e) => e.textContent));
        step('the video uploaded', failed.length === 0, failed.join('; '));
        await page.click('#uploads li.done a');
        await page.waitForSelector('#player');
        report.facts.video = decodeURIComponent(page.url().split('/').pop());
        await waitText(page, '#job', /video-processing: Completed/, 120000);
        step('its poster job shown to its end', true);
        // the player: its metadata read from the original (ranged reads),
        // its poster a delivery URL rendered from the poster
        await page.waitForFunction(() => {
            const v = document.querySelector('#player');
            return v && v.poster && v.readyState >= 1 && v.duration > 0;
        }, { timeout: 30000 });
        const [poster, w, dur] = await page.$eval('#player', async (v) => {
            const i = new Image();
            i.src = v.poster;
            await i.decode();
            return [v.poster, i.naturalWidth, v.duration];
        });
        step('a player with its poster', w > 0 && dur > 0,
             `${poster} ${w} px wide, ${dur} s`);
        await page.waitForFunction(() => [...document.querySelectorAll('#derived li .badge')]
            .some((e) => e.textContent === 'poster'), { timeout: 30000 });
        step('the poster among its derived assets', true);
        await look(page, 'video');
    }, page);

    // the library's grid after an action that renders it anew: the grid
    // shown before is marked, so its rows are never read for the new ones
    const reloaded = async (p, act) => {
        await p.$eval('#grid', (g) => { g.dataset.old = '1'; });
        await act();
        await p.waitForSelector('#grid:not([data-old])[aria-busy="false"]',
                                { timeout: 30000 });
    };

    await run('filter', async () => {
        await nav(page, 'Library');
        await page.waitForFunction(() => document.querySelectorAll('#grid li').length === 4,
            { timeout: 30000 });
        const all = await page.$$eval('#grid li', (l) => l.map((e) => e.dataset.id));
        await page.click('.filters-box summary');
        await page.select('#filters select[name="type"]', 'eps');
        await reloaded(page, () => page.click('#filters button[type="submit"]'));
        await page.waitForFunction(() => {
            const imgs = [...document.querySelectorAll('#grid li img')];
            return imgs.length > 0 && imgs.every((i) => i.complete && i.naturalWidth > 0);
        }, { timeout: 60000 });
        const ids = await page.$$eval('#grid li', (l) => l.map((e) => e.dataset.id));
        const badges = await page.$$eval('#grid li .badge', (l) => l.map((e) => e.textContent));
        step('EPS only: the EPS upload alone', ids.length === 1
             && ids[0] === report.facts.eps && badges.join() === 'EPS',
             `${ids.join(',')} (${badges.join(',')})`);
        report.facts.epsFilter = ids;
        await look(page, 'library-eps');
        await page.select('#filters select[name="type"]', '');
        await page.select('#filters select[name="sort"]', 'oldest');
        await reloaded(page, () => page.click('#filters button[type="submit"]'));
        const oldest = await page.$$eval('#grid li', (l) => l.map((e) => e.dataset.id));
        step('oldest first: the same four the other way',
             oldest.join() === [...all].reverse().join(), oldest.join(','));
        await page.waitForFunction(() => {
            const imgs = [...document.querySelectorAll('#grid li img')];
            return imgs.every((i) => i.complete && i.naturalWidth > 0);
        }, { timeout: 60000 });
        await look(page, 'library-oldest');
    }, page);

    await run('storage', async () => {
        await page.goto(`${BASE}/dashboard/#/p/${SLUG}/storage`, { waitUntil: 'networkidle0' });
        await page.waitForSelector('#storage-form');
        await page.select('#st-provider', 's3');
        await page.type('#st-bucket', env('S3_BUCKET'));
        await page.type('#st-region', env('S3_REGION'));
        await page.type('#st-endpoint', env('S3_ENDPOINT'));
        await page.type('#st-accessKeyId', env('S3_KEY_ID'));
        await page.type('#st-secretAccessKey', env('S3_SECRET'));
        step('Save waits for Validate', await page.$eval('#st-save', (b) => b.disabled));
        await page.click('#st-validate');
        await page.waitForSelector('#st-result .msg', { timeout: 60000 });
        const res = await text(page, '#st-result');
        step('the emulator\'s bucket validates', /Validated/.test(res), res);
        step('Save is enabled once validated', !await page.$eval('#st-save', (b) => b.disabled));
        await look(page, 'storage-validated');
        await page.click('#st-save');
        await waitText(page, '#st-result', /Saved/, 30000);
        await waitText(page, '#storage-current', /S3/);
        step('saved: the bucket is in force', true);
        await migrate(page);
        const m = await text(page, '#migration');
        step('the migration ran to its end, shown live', /Completed/.test(m), m.slice(0, 120));
        const rows = await page.$$eval('#migrations tbody tr', (l) => l.length);
        step('the latest migrations: this one', rows === 1, String(rows));
        await look(page, 'storage');
    }, page);

    await run('signing', async () => {
        await nav(page, 'Settings');
        await page.waitForSelector('#settings-form');
        await page.click('#strict');
        await page.click('#settings-form button[type="submit"]');
        await waitText(page, '#settings-form .msg', /Saved/);
        await page.click('#rotate');
        await page.waitForSelector('dialog[open] input.mono');
        const key = await page.$eval('dialog[open] input.mono', (e) => e.value);
        step('the signing key shown once', /^[0-9a-f]{64}$/.test(key));
        await page.click('dialog[open] .actions button');
        await nav(page, 'URL builder');
        await page.waitForSelector('#builder-form');
        await page.$eval('#b-w', (e) => { e.value = ''; });
        await page.type('#b-w', '200');
        await page.waitForFunction(() => {
            const s = document.querySelector('#b-signed').value;
            const i = document.querySelector('#b-preview');
            return /\/w_200,s_[A-Za-z0-9_-]{43}\.webp$/.test(s) && i.src === s
                && i.complete && i.naturalWidth === 200;
        }, { timeout: 30000 });
        const signed = await page.$eval('#b-signed', (e) => e.value);
        report.facts.signed = signed;
        step('signed in the browser, rendered in strict mode', true, signed);
        await look(page, 'builder-signed');
        await nav(page, 'Library');
        await page.waitForFunction(() => {
            const imgs = [...document.querySelectorAll('#grid li img')];
            return imgs.length === 4 && imgs.every((i) => i.complete && i.naturalWidth > 0);
        }, { timeout: 60000 });
        const srcs = await page.$$eval('#grid li img', (l) => l.map((i) => i.src));
        step('strict: the thumbnails signed with the key in memory',
             srcs.every((s) => /,s_[A-Za-z0-9_-]+\.webp$/.test(s)), srcs.join(' '));
    }, page);

    // a bucket of another provider: the form's fields are the provider's,
    // Validate before Save, then the originals migrated into it
    const bucket = async (provider, name, fill, shown) => {
        await page.goto(`${BASE}/dashboard/#/p/${SLUG}/storage`, { waitUntil: 'networkidle0' });
        await page.waitForSelector('#storage-form');
        await page.select('#st-provider', provider);
        await fill();
        step('Save waits for Validate', await page.$eval('#st-save', (b) => b.disabled));
        await page.click('#st-validate');
        await page.waitForSelector('#st-result .msg', { timeout: 60000 });
        const res = await text(page, '#st-result');
        step(`the ${name} emulator's bucket validates`, /Validated/.test(res), res);
        step('Save is enabled once validated', !await page.$eval('#st-save', (b) => b.disabled));
        await look(page, `storage-${provider}-validated`);
        await page.click('#st-save');
        await waitText(page, '#st-result', /Saved/, 30000);
        await waitText(page, '#storage-current', shown);
        step(`saved: the ${name} bucket is in force`, true);
        const id = await migrate(page);
        const m = await text(page, '#migration');
        step(`the migration into ${name} ran to its end`, /Completed/.test(m), m.slice(0, 120));
        // a reload follows the project's latest migration again
        await page.reload({ waitUntil: 'networkidle0' });
        await page.waitForFunction((i) => {
            const b = document.querySelector('#migration');
            return b && b.dataset.job === i && /Completed/.test(b.textContent);
        }, { timeout: 15000 }, id);
        step('after a reload, the latest migration is the one shown', true, id);
        await look(page, `storage-${provider}`);
    };

    await run('azure', () => bucket('azureblob', 'Azure', async () => {
        const labels = await page.$$eval('#st-fields label', (l) => l.map((e) => e.textContent));
        step('the Azure fields', labels.join('|') === 'Container (required)|Path prefix'
             + '|Connection string (required)', labels.join('|'));
        await page.type('#st-bucket', env('AZ_CONTAINER'));
        await page.type('#st-pathPrefix', 'az/');
        await page.type('#st-connectionString', env('AZ_CONN'));
    }, /AzureBlob/), page);

    await run('gcs', () => bucket('gcs', 'GCS', async () => {
        await page.type('#st-bucket', env('GCS_BUCKET'));
        await page.type('#st-endpoint', env('GCS_ENDPOINT'));
        // the key's JSON is pasted, as an owner does: one input event
        await page.$eval('#st-serviceAccountJson', (e, v) => {
            e.value = v;
            e.dispatchEvent(new Event('input', { bubbles: true }));
        }, env('GCS_SA_JSON'));
    }, /GCS/), page);

    await run('logout', async () => {
        await page.click('#logout');
        await page.waitForSelector('#login-form');
        step('logged out: the login form', /logged out/.test(await text(page, 'main')));
        expect('GET', /^\/api\/auth\/me$/, 401);
        const st = await page.evaluate(() => fetch('/api/auth/me').then((r) => r.status));
        step('the session is gone', st === 401, String(st));
    }, page);

    // the bodies come over DevTools: all of them before the browser goes
    await Promise.allSettled(apiBodies);
    await browser.close();
}

main().catch((e) => {
    report.errors.push({ flow, kind: 'driver', text: String(e && e.stack || e) });
}).finally(async () => {
    report.unusedExpectations = expected.map((e) => `${e.method} ${e.re} ${e.status}`);
    await Promise.allSettled(apiBodies);
    report.apiAnswers = apiAnswers.length;
    fs.writeFileSync(path.join(OUT, 'api-responses.json'),
                     JSON.stringify(apiAnswers, null, 1));
    fs.writeFileSync(path.join(OUT, 'report.json'), JSON.stringify(report, null, 2));
});
