// Storage (docs/BUCKETS.md): the project's originals on the managed store
// or its own bucket (S3 and S3-compatible, Azure Blob, GCS), a form that
// must pass Validate before Save, health, removal; migrations and bucket
// imports: the latest (GET /api/{p}/migrations), one followed live with
// its progress and recent errors.

import { api, enc } from '../api.js';
import { h, field, errorBox, clear, select, button, toast, confirmDialog,
         table, factTable, fmtDate, section, notice } from '../dom.js';

const PROVIDERS = [['s3', 'Amazon S3 or S3-compatible (MinIO, R2, B2, ...)'],
                   ['azureblob', 'Azure Blob Storage'],
                   ['gcs', 'Google Cloud Storage']];

// the fields of each provider (docs/API.md "Storage configuration")
const FIELDS = {
    s3: [['bucket', 'Bucket', 'text', true], ['pathPrefix', 'Path prefix', 'text'],
         ['region', 'Region', 'text'],
         ['endpoint', 'Endpoint', 'url', false, 'an S3-compatible service\'s URL;'
          + ' empty for AWS'],
         ['accessKeyId', 'Access key id', 'text', true],
         ['secretAccessKey', 'Secret access key', 'password', true]],
    azureblob: [['bucket', 'Container', 'text', true],
                ['pathPrefix', 'Path prefix', 'text'],
                ['connectionString', 'Connection string', 'password', true,
                 'the storage account\'s, with its key or a SAS']],
    gcs: [['bucket', 'Bucket', 'text', true], ['pathPrefix', 'Path prefix', 'text'],
          ['endpoint', 'Endpoint', 'url', false, 'empty for Google\'s'],
          ['serviceAccountJson', 'Service account JSON key', 'textarea', true,
           'the whole file Google gives for the key']],
};

const RUNNING = (m) => m.status === 'Pending' || m.status === 'Running';

function migrationView(box, slug, jobId, onEnd) {
    let timer = null;
    let stopped = false;
    const tick = async () => {
        if (stopped) {
            return;
        }
        let m;
        try {
            m = await api('GET', `/${enc(slug)}/migrations/${enc(jobId)}`);
        } catch (e) {
            clear(box, errorBox(e));
            return;
        }
        const total = m.totalObjects || 0;
        const bar = h('progress', { max: total || 1, value: m.processedObjects,
                                    'aria-label': `${m.type} progress` });
        if (!total && (m.status === 'Pending' || m.status === 'Running')) {
            bar.removeAttribute('value');
        }
        box.dataset.job = m.jobId;
        clear(box,
            h('p', { class: `job ${m.status.toLowerCase()}` },
              h('strong', {}, m.type), `: ${m.status}`,
              total ? ` (${m.processedObjects} of ${total})` : ''),
            bar,
            factTable([['Succeeded', String(m.succeededObjects)],
                ['Failed', String(m.failedObjects)],
                ['Skipped', String(m.skippedObjects)],
                ['Refused (outside the prefix)', String(m.refusedObjects)],
                ['Started', fmtDate(m.startedAt)],
                ['Ended', fmtDate(m.completedAt)]]),
            m.recentErrors.length ? table(['Object', 'Error', 'When'],
                m.recentErrors.map((e) => [h('code', {}, e.key), e.error,
                                           fmtDate(e.at)]), 'Recent errors') : '');
        if (RUNNING(m)) {
            timer = setTimeout(tick, 1000);
        } else if (onEnd) {
            onEnd(m);
        }
    };
    // another job's counters never stand for this one's
    delete box.dataset.job;
    clear(box, h('p', { class: 'job pending' }, 'Reading the job…'));
    tick();
    return () => {
        stopped = true;
        clearTimeout(timer);
    };
}

export async function render(ctx) {
    const { slug } = ctx;
    ctx.setTitle(`Storage · ${slug}`);
    const project = await ctx.project(true);
    const paid = project.plan !== 'free';
    let stopJob = null;

    // ---- what is in force ----
    const curBox = h('div', { id: 'storage-current' });
    const curOut = h('div', { 'aria-live': 'polite' });
    const loadCurrent = async () => {
        const s = await api('GET', `/${enc(slug)}/storage`);
        if (s.provider === 'Managed') {
            clear(curBox, h('p', {}, 'The originals are on the managed store.'));
            return s;
        }
        clear(curBox, factTable([
            ['Provider', s.provider], ['Bucket', s.bucket],
            ['Path prefix', s.pathPrefix || '—'], ['Region', s.region || '—'],
            ['Endpoint', s.endpoint || '—'],
            ['Validated', s.validated ? 'yes' : 'no'],
            ['Last health check', fmtDate(s.lastHealthCheck)],
            ['Result', s.lastHealthCheckResult || '—']]),
            h('div', { class: 'actions' },
              button('Check health', async () => {
                  clear(curOut);
                  try {
                      const r = await api('POST', `/${enc(slug)}/storage/health`);
                      curOut.append(r.healthy ? notice('The bucket is healthy.', 'ok')
                          : errorBox({ title: 'Unhealthy', detail: r.error }));
                      await loadCurrent();
                  } catch (e) {
                      curOut.append(errorBox(e));
                  }
              }, { id: 'health' }),
              button('Remove', async () => {
                  if (!await confirmDialog('Remove the bucket', 'Go back to the'
                      + ' managed store? Nothing in the bucket is deleted or moved;'
                      + ' originals only there answer 409 until they are migrated'
                      + ' or the bucket is configured again.', 'Remove')) {
                      return;
                  }
                  clear(curOut);
                  try {
                      await api('DELETE', `/${enc(slug)}/storage`);
                      toast('Back on the managed store');
                      await loadCurrent();
                  } catch (e) {
                      curOut.append(errorBox(e));
                  }
              }, { class: 'danger', id: 'remove' })));
        return s;
    };

    // ---- the form ----
    const provider = select(PROVIDERS, { id: 'st-provider', name: 'provider' });
    const fieldsBox = h('div', { id: 'st-fields', class: 'cols2' });
    const inputs = {};
    const drawFields = () => {
        clear(fieldsBox);
        for (const k of Object.keys(inputs)) {
            delete inputs[k];
        }
        for (const [k, label, type, req, hint] of FIELDS[provider.value]) {
            const el = type === 'textarea'
                ? h('textarea', { id: `st-${k}`, name: k, rows: 6, class: 'mono' })
                : h('input', { type, id: `st-${k}`, name: k, autocomplete: 'off',
                               required: !!req });
            inputs[k] = el;
            const f = field(req ? `${label} (required)` : label, el, hint);
            if (type === 'textarea' || k === 'connectionString') {
                f.classList.add('wide');
            }
            fieldsBox.append(f);
        }
    };
    drawFields();
    const body = () => {
        const b = { provider: provider.value };
        for (const [k, el] of Object.entries(inputs)) {
            if (el.value.trim() !== '') {
                b[k] = k === 'serviceAccountJson' || k.startsWith('secret')
                    ? el.value : el.value.trim();
            }
        }
        return b;
    };
    const formOut = h('div', { id: 'st-result', 'aria-live': 'polite' });
    let validated = null;
    const validate = button('Validate', async () => {
        clear(formOut);
        validate.disabled = true;
        save.disabled = true;
        formOut.append(h('p', {}, 'Writing, reading and deleting a test object…'));
        const b = body();
        try {
            const r = await api('POST', `/${enc(slug)}/storage/validate`, { json: b });
            clear(formOut);
            if (r.success) {
                validated = JSON.stringify(b);
                formOut.append(notice('Validated: the bucket took a test object'
                    + ' and gave it back. Save to use it.', 'ok'));
            } else {
                formOut.append(errorBox({ title: 'Validation failed', detail: r.error }));
            }
        } catch (e) {
            clear(formOut, errorBox(e));
        } finally {
            validate.disabled = !paid;
            save.disabled = validated !== JSON.stringify(body());
        }
    }, { id: 'st-validate' });
    const save = button('Save', async () => {
        clear(formOut);
        save.disabled = true;
        try {
            const r = await api('PUT', `/${enc(slug)}/storage`, { json: body() });
            toast(`Storage saved: ${r.provider}`);
            formOut.append(notice(`Saved: new originals go to the ${r.provider}`
                + ' bucket. Reads fall back to the previous store until a'
                + ' migration has copied what it holds.', 'ok'));
            validated = null;
            for (const el of Object.values(inputs)) {
                el.value = '';
            }
            await loadCurrent();
        } catch (e) {
            formOut.append(errorBox(e));
            save.disabled = false;
        }
    }, { class: 'primary', id: 'st-save', disabled: true });
    const onEdit = () => {
        save.disabled = validated === null || validated !== JSON.stringify(body());
    };
    fieldsBox.addEventListener('input', onEdit);
    provider.addEventListener('change', () => {
        validated = null;
        drawFields();
        onEdit();
    });
    const fs = h('fieldset', { disabled: !paid },
        h('legend', {}, 'Bucket'),
        field('Provider', provider), fieldsBox,
        h('div', { class: 'actions' }, validate, save), formOut);
    const f = h('form', { id: 'storage-form', novalidate: true }, fs);
    f.addEventListener('submit', (ev) => ev.preventDefault());

    // ---- migrations: the latest, one of them followed ----
    const jobBox = h('div', { id: 'migration' });
    const listBox = h('div', { id: 'migrations' });
    const migOut = h('div', { 'aria-live': 'polite' });
    let latest = [];
    let shown = null;
    const drawList = () => {
        clear(listBox, latest.length ? table(
            ['Kind', 'Status', 'Objects', 'Queued', 'Ended', 'Details'],
            latest.map((m) => [m.type, m.status,
                `${m.processedObjects} of ${m.totalObjects}`
                    + (m.failedObjects ? `, ${m.failedObjects} failed` : ''),
                fmtDate(m.createdAt), fmtDate(m.completedAt),
                m.jobId === shown ? h('span', { class: 'hint' }, 'shown above')
                    : button('Show', () => watch(m.jobId),
                             { 'aria-label': `Show the ${m.type} queued`
                               + ` ${fmtDate(m.createdAt)}` })]),
            'Latest migrations') : h('p', {}, 'No migration yet.'));
    };
    const loadList = async () => {
        try {
            latest = (await api('GET', `/${enc(slug)}/migrations`)).migrations;
        } catch (e) {
            clear(listBox, errorBox(e));
            return [];
        }
        drawList();
        return latest;
    };
    const watch = (jobId) => {
        if (stopJob) {
            stopJob();
        }
        shown = jobId;
        drawList();
        stopJob = migrationView(jobBox, slug, jobId, () => loadList());
    };
    const prefix = h('input', { type: 'text', id: 'import-prefix' });
    const migrate = button('Migrate originals to the current store', async () => {
        clear(migOut);
        try {
            const r = await api('POST', `/${enc(slug)}/migrations/storage`);
            toast('Migration queued');
            watch(r.jobId);
            await loadList();
        } catch (e) {
            migOut.append(errorBox(e));
        }
    }, { id: 'migrate' });
    const importB = button('Import from the bucket', async () => {
        clear(migOut);
        try {
            const r = await api('POST', `/${enc(slug)}/migrations/bucket-import`,
                { json: prefix.value ? { prefixFilter: prefix.value } : {} });
            toast('Import queued');
            watch(r.jobId);
            await loadList();
        } catch (e) {
            migOut.append(errorBox(e));
        }
    }, { id: 'import' });

    ctx.main.append(h('h1', {}, 'Storage'),
        section('In force', curBox, curOut),
        section('Bring your own bucket',
            paid ? h('p', {}, 'Credentials are checked by writing, reading and'
                     + ' deleting a test object, sealed at rest and never shown again.')
                 : notice(`The ${project.plan} plan keeps originals on the managed`
                          + ' store: a bucket of your own needs the pro or business'
                          + ' plan (the operator sets plans).', 'warn'),
            f),
        section('Migrations',
            h('p', {}, 'A migration copies the originals from the previous store'
              + ' into the current one; an import indexes images already in the'
              + ' bucket under its prefix.'),
            h('div', { class: 'actions wrap' }, migrate),
            field('Import prefix filter', prefix,
                  'optional, under {pathPrefix}{project}/'),
            h('div', { class: 'actions' }, importB),
            migOut, jobBox, listBox));
    await loadCurrent();
    // the latest one followed: a running one shows its progress
    const list = await loadList();
    if (list.length) {
        watch((list.find(RUNNING) || list[0]).jobId);
    } else {
        jobBox.append(h('p', {}, 'No migration has run for this project.'));
    }
    return () => {
        if (stopJob) {
            stopJob();
        }
    };
}
