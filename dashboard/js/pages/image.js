// An image's page: the preview (a player for a video), every metadata
// field (PATCH /api/{p}/{id}/metadata), EXIF, GPS, JSON-LD, strip-exif,
// purge, delete, the URL; for an EPS its derived assets, its job's
// progress and split / extract-svg.

import { api, enc } from '../api.js';
import { h, field, form, errorBox, clear, checkbox, button, toast,
         confirmDialog, fmtBytes, fmtDate, factTable, table, section,
         copyText, notice } from '../dom.js';
import { tile } from './library.js';
import { pictureSrc } from '../url.js';

const TEXT = [
    ['name', 'Name'], ['caption', 'Caption'], ['category', 'Category'],
    ['author', 'Author'], ['copyrightHolder', 'Copyright holder'],
    ['license', 'License'], ['locationName', 'Location name'],
];

function statusUrlPath(u) {
    return u.replace(/^\/api/, '');
}

// a job's progress (docs/API.md "Processing job status"), polled until
// it ends; returns a stop function
function jobView(box, path, onEnd) {
    let timer = null;
    let stopped = false;
    const tick = async () => {
        if (stopped) {
            return;
        }
        let j;
        try {
            j = await api('GET', path);
        } catch (e) {
            if (e.status === 404) {
                clear(box, h('p', {}, 'No job has run for this file.'));
            } else {
                clear(box, errorBox(e));
            }
            return;
        }
        const total = j.totalAssets || 0;
        const done = j.status === 'Completed' ? 1 : 0;
        const bar = h('progress', { max: total || 1,
                                    value: total ? j.processedAssets : done,
                                    'aria-label': `${j.source} progress` });
        if (!total && (j.status === 'Pending' || j.status === 'Running')) {
            bar.removeAttribute('value');
        }
        clear(box,
              h('p', { class: `job ${j.status.toLowerCase()}` },
                h('strong', {}, j.source), `: ${j.status}`,
                total ? ` (${j.processedAssets} of ${total},`
                    + ` ${j.failedAssets} failed)` : ''),
              bar,
              j.error ? errorBox({ title: 'The job failed', detail: j.error }) : '',
              h('p', { class: 'hint' }, `attempt ${j.attempts}, started`
                + ` ${fmtDate(j.startedAt)}, ended ${fmtDate(j.completedAt)}`));
        if (j.status === 'Pending' || j.status === 'Running') {
            timer = setTimeout(tick, 1500);
        } else if (onEnd) {
            onEnd(j);
        }
    };
    tick();
    return () => {
        stopped = true;
        clearTimeout(timer);
    };
}

function preview(slug, img) {
    if (img.isVideo) {
        const v = h('video', { controls: true, preload: 'metadata',
                               class: 'preview', id: 'player',
                               src: `/${slug}/${img.imageId}` },
                    'Your browser does not play this video: ',
                    h('a', { href: `/${slug}/${img.imageId}` }, 'download it'));
        pictureSrc(slug, img, ['w_960'], 'jpg').then((p) => {
            if (p) {
                v.poster = p;
            }
        });
        return v;
    }
    // its size given: the page does not move when it arrives
    const pic = h('img', { class: 'preview', id: 'preview',
                           width: img.width || null, height: img.height || null,
                           alt: img.name || img.originalFileName || 'the image' });
    pictureSrc(slug, img, ['w_960'], 'webp').then((p) => {
        if (p) {
            pic.src = p;
        }
    });
    return pic;
}

function metadataForm(ctx, img, onSaved, out) {
    const inputs = {};
    const fields = [];
    for (const [k, label] of TEXT) {
        inputs[k] = h('input', { type: 'text', name: k, value: img[k] ?? '' });
        fields.push(field(label, inputs[k]));
    }
    inputs.description = h('textarea', { name: 'description', rows: 3 });
    inputs.description.value = img.description ?? '';
    inputs.folder = h('input', { type: 'text', name: 'folder',
                                 value: img.folder });
    inputs.keywords = h('input', { type: 'text', name: 'keywords',
                                   value: (img.keywords || []).join(', ') });
    inputs.copyrightYear = h('input', { type: 'number', name: 'copyrightYear',
                                        min: 0, max: 9999,
                                        value: img.copyrightYear ?? '' });
    inputs.dateCreated = h('input', { type: 'text', name: 'dateCreated',
                                      value: img.dateCreated ?? '' });
    inputs.datePublished = h('input', { type: 'text', name: 'datePublished',
                                        value: img.datePublished ?? '' });
    inputs.locationLatitude = h('input', { type: 'number', step: 'any',
        name: 'locationLatitude', min: -90, max: 90,
        value: img.locationLatitude ?? '' });
    inputs.locationLongitude = h('input', { type: 'number', step: 'any',
        name: 'locationLongitude', min: -180, max: 180,
        value: img.locationLongitude ?? '' });
    const rep = checkbox('Representative of its page',
                         { name: 'representativeOfPage',
                           checked: img.representativeOfPage });
    inputs.tags = h('textarea', { name: 'tags', rows: 3 });
    inputs.tags.value = Object.entries(img.tags || {})
        .map(([k, v]) => `${k}: ${v}`).join('\n');
    inputs.exifData = h('textarea', { name: 'exifData', rows: 6,
                                      class: 'mono' });
    inputs.exifData.value = JSON.stringify(img.exifData || {}, null, 2);

    const iso = 'ISO 8601 in UTC, e.g. 2026-03-01T12:00:00Z; empty: unknown';
    const f = form({ id: 'metadata-form', class: 'meta' }, [
        h('div', { class: 'cols' }, fields.slice(0, 3)),
        field('Description', inputs.description),
        field('Folder', inputs.folder, 'a path like a/b; empty: the top level'),
        field('Keywords', inputs.keywords, 'separated by commas'),
        h('div', { class: 'cols' }, fields.slice(3, 6),
          field('Copyright year', inputs.copyrightYear)),
        h('div', { class: 'cols' },
          field('Date created', inputs.dateCreated, iso),
          field('Date published', inputs.datePublished, 'ISO 8601 in UTC')),
        h('div', { class: 'cols' },
          field('Latitude', inputs.locationLatitude, '−90 to 90'),
          field('Longitude', inputs.locationLongitude, '−180 to 180'),
          fields[6]),
        rep,
        field('Tags', inputs.tags, 'one "key: value" a line'),
        h('details', {}, h('summary', {}, 'Edit the EXIF data (JSON)'),
          field('EXIF data', inputs.exifData, 'an object of tag name to'
                + ' text; saving replaces the whole map')),
        h('div', { class: 'actions' },
          h('button', { type: 'submit', class: 'primary' }, 'Save metadata')),
    ], async () => {
        clear(out);
        const patch = {};
        const str = (k, nullable) => {
            const v = inputs[k].value.trim();
            return v === '' && nullable ? null : v;
        };
        for (const [k] of TEXT) {
            patch[k] = str(k, true);
        }
        patch.description = inputs.description.value === ''
            ? null : inputs.description.value;
        patch.folder = str('folder', false);
        patch.keywords = inputs.keywords.value.split(',')
            .map((s) => s.trim()).filter(Boolean);
        const num = (k) => (inputs[k].value === '' ? null
            : Number(inputs[k].value));
        patch.copyrightYear = num('copyrightYear');
        patch.locationLatitude = num('locationLatitude');
        patch.locationLongitude = num('locationLongitude');
        patch.dateCreated = str('dateCreated', true);
        patch.datePublished = str('datePublished', false);
        patch.representativeOfPage = rep.querySelector('input').checked;
        const tags = {};
        for (const line of inputs.tags.value.split('\n')) {
            if (!line.trim()) {
                continue;
            }
            const i = line.indexOf(':');
            if (i < 1) {
                out.append(errorBox({ title: 'Tags',
                    detail: `"${line}" is not "key: value"` }));
                return;
            }
            tags[line.slice(0, i).trim()] = line.slice(i + 1).trim();
        }
        patch.tags = tags;
        try {
            patch.exifData = JSON.parse(inputs.exifData.value || '{}');
        } catch (e) {
            out.append(errorBox({ title: 'EXIF data',
                                  detail: 'is not valid JSON' }));
            inputs.exifData.focus();
            return;
        }
        // only what changed: PATCH changes the fields it carries
        for (const k of Object.keys(patch)) {
            if (JSON.stringify(patch[k]) === JSON.stringify(img[k] ?? null)
                || (k === 'exifData' && JSON.stringify(patch[k])
                    === JSON.stringify(img.exifData || {}))) {
                delete patch[k];
            }
        }
        if (!Object.keys(patch).length) {
            out.append(notice('Nothing changed.'));
            return;
        }
        try {
            const r = await api('PATCH', `/${enc(ctx.slug)}/${enc(img.imageId)}/metadata`,
                                { json: patch });
            toast('Metadata saved');
            out.append(notice(`Saved: ${Object.keys(patch).join(', ')}.`, 'ok'));
            onSaved(r);
        } catch (e) {
            out.append(errorBox(e));
        }
    });
    return f;
}

function gps(img) {
    const lat = img.locationLatitude;
    const lon = img.locationLongitude;
    if (lat === null || lon === null || lat === undefined || lon === undefined) {
        return h('p', {}, 'No position is known.');
    }
    const txt = `${Math.abs(lat).toFixed(5)}° ${lat >= 0 ? 'N' : 'S'},`
        + ` ${Math.abs(lon).toFixed(5)}° ${lon >= 0 ? 'E' : 'W'}`;
    return h('p', {}, h('a', { href: `geo:${lat},${lon}` }, txt),
             img.locationName ? ` (${img.locationName})` : '');
}

export async function render(ctx) {
    const { slug, arg: id } = ctx;
    const stops = [];
    let img = await api('GET', `/${enc(slug)}/images/${enc(id)}`);
    const titleOf = (i) => i.name || i.originalFileName || i.imageId;
    const title = titleOf(img);
    ctx.setTitle(title);
    const h1 = h('h1', {}, title);
    const metaOut = h('div', { id: 'metadata-out', 'aria-live': 'polite' });
    const abs = `${location.origin}${img.url}`;
    const actionsOut = h('div', { 'aria-live': 'polite' });

    const facts = () => factTable([
        ['Id', h('code', {}, img.imageId)],
        ['Type', img.contentType],
        ['Size', `${fmtBytes(img.sizeBytes)}, ${img.width} × ${img.height} px`],
        ['File name', img.originalFileName || '—'],
        ['Custom id', img.customId || '—'],
        ['Frames or pages', img.frames ?? '—'],
        ...(img.isVideo ? [['Duration', img.duration === null ? '—'
                                : `${img.duration} s`],
                           ['Audio', img.hasAudio ? 'yes' : 'no']] : []),
        ['Derived', img.sourceAssetId ? h('span', {}, `${img.derivationType} of `,
            h('a', { href: `#/p/${enc(slug)}/image/${enc(img.sourceAssetId)}` },
              img.sourceAssetId)) : 'no'],
        ['Modified', fmtDate(img.dateModified)],
    ]);
    const factBox = h('div', {}, facts());
    const exifBox = h('div');
    const gpsBox = h('div');
    const ldBox = h('pre', { class: 'json', id: 'jsonld', tabindex: '0' });
    const loadLd = async () => {
        try {
            const ld = await api('GET', `/${enc(slug)}/${enc(img.imageId)}/metadata/jsonld`);
            ldBox.textContent = JSON.stringify(ld, null, 2);
        } catch (e) {
            clear(ldBox, errorBox(e));
        }
    };
    const showExif = () => {
        const rows = Object.entries(img.exifData || {});
        clear(exifBox, rows.length
            ? factTable(rows.map(([k, v]) => [k, String(v)]), 'EXIF tags')
            : h('p', {}, 'No EXIF data.'));
        clear(gpsBox, gps(img));
    };
    const formBox = h('div');
    const refresh = (r) => {
        img = r;
        h1.textContent = titleOf(img);
        ctx.setTitle(titleOf(img));
        clear(factBox, facts());
        showExif();
        clear(formBox, metadataForm(ctx, img, refresh, metaOut));
        loadLd();
    };

    const actions = h('div', { class: 'actions wrap' },
        h('input', { type: 'text', readonly: true, value: abs, class: 'mono url',
                     'aria-label': 'Delivery URL of the original', id: 'url' }),
        button('Copy URL', () => copyText(abs), { id: 'copy-url' }),
        h('a', { class: 'button', href: `#/p/${enc(slug)}/builder/${enc(img.imageId)}` },
          'Build a URL'),
        h('a', { class: 'button', href: img.url }, 'Open the original'),
        img.isVideo ? '' : button('Strip EXIF', async () => {
            if (!await confirmDialog('Strip EXIF', 'Remove the EXIF, XMP and'
                + ' IPTC data of this image for good? The orientation is'
                + ' applied to the pixels and the colour profile kept.',
                'Strip EXIF')) {
                return;
            }
            try {
                refresh(await api('POST', `/${enc(slug)}/${enc(img.imageId)}/strip-exif`));
                toast('EXIF removed');
            } catch (e) {
                clear(actionsOut, errorBox(e));
            }
        }, { id: 'strip' }),
        button('Purge cached variants', async () => {
            try {
                await api('POST', `/${enc(slug)}/images/${enc(img.imageId)}/purge`);
                toast('Variants purged: the next requests render anew');
            } catch (e) {
                clear(actionsOut, errorBox(e));
            }
        }),
        button('Delete', async () => {
            if (!await confirmDialog('Delete image', `Delete ${title}`
                + ' with its derived assets? This cannot be undone.', 'Delete')) {
                return;
            }
            try {
                await api('DELETE', `/${enc(slug)}/images/${enc(img.imageId)}`);
                toast(`${title} deleted`);
                ctx.navigate(`#/p/${enc(slug)}/library`);
            } catch (e) {
                clear(actionsOut, errorBox(e));
            }
        }, { class: 'danger', id: 'delete' }));

    const parts = [
        h('p', { class: 'crumbs' },
          h('a', { href: `#/p/${enc(slug)}/library` }, 'Library'), ' / ',
          img.folder || 'top level'),
        h1,
        h('div', { class: 'image-top' },
          h('div', { class: 'card' }, preview(slug, img)),
          h('div', { class: 'card' }, factBox)),
        actions, actionsOut,
    ];

    // an EPS: its job, its derived assets, split and extract-svg
    const isEps = img.imageId.startsWith('eps_');
    if (isEps || img.isVideo) {
        const jobBox = h('div', { id: 'job' });
        const derivedBox = h('div', { id: 'derived' });
        const loadDerived = async () => {
            try {
                const d = await api('GET', `/${enc(slug)}/${enc(img.imageId)}/derived`);
                clear(derivedBox, d.length
                    ? h('ul', { class: 'grid small' }, d.map((a) => tile(slug, {
                        ...a, name: `${a.derivationType} (${a.width} × ${a.height})` })))
                    : h('p', {}, 'None yet.'));
            } catch (e) {
                clear(derivedBox, errorBox(e));
            }
        };
        const watch = (path) => {
            stops.push(jobView(jobBox, path, () => loadDerived()));
        };
        watch(`/${enc(slug)}/${enc(img.imageId)}/processing-status`);
        loadDerived();
        parts.push(section('Processing', jobBox));
        if (isEps) {
            const gap = h('input', { type: 'number', min: 1, max: 10000,
                                     value: 50, name: 'minGapPx' });
            const min = h('input', { type: 'number', min: 1, max: 10000,
                                     value: 100, name: 'minDesignPx' });
            const epsOut = h('div', { 'aria-live': 'polite' });
            const run = (what) => async () => {
                clear(epsOut);
                try {
                    const r = await api('POST', `/${enc(slug)}/${enc(img.imageId)}/${what}`,
                        { query: { minGapPx: gap.value, minDesignPx: min.value } });
                    toast(`${what} queued`);
                    watch(statusUrlPath(r.statusUrl));
                } catch (e) {
                    epsOut.append(errorBox(e));
                }
            };
            parts.push(section('Split and SVG',
                h('p', {}, 'Split cuts the raster into designs separated by'
                  + ' whitespace; SVG extraction converts the drawing to'
                  + ' sanitized SVG, one per design too.'),
                h('div', { class: 'cols' },
                  field('Least gap between designs (px)', gap, '1 to 10000'),
                  field('Least design side (px)', min, '1 to 10000')),
                h('div', { class: 'actions' },
                  button('Split into designs', run('split'), { id: 'split' }),
                  button('Extract SVG', run('extract-svg'), { id: 'svg' })),
                epsOut));
        }
        parts.push(section('Derived assets', derivedBox));
    }

    parts.push(section('Metadata', formBox, metaOut),
               section('EXIF', exifBox),
               section('Position', gpsBox),
               section('JSON-LD', h('p', { class: 'hint' }, 'Schema.org, as'
                   + ' GET /api/{p}/{id}/metadata/jsonld answers it'), ldBox));
    ctx.main.append(...parts);
    refresh(img);
    return () => stops.forEach((s) => s());
}
