// The library: folders as a tree (GET /api/{p}/folders), the listing
// with its filters and cursor (GET /api/{p}/images: search, category,
// keyword, type (images, EPS, videos), includeDerived, folder,
// recursive, sort (newest or oldest first), limit, cursor), thumbnails
// as delivery URLs, and uploads by drag and drop or the file input
// (POST /api/{p}/upload by XMLHttpRequest, a progress bar per file, into
// the current folder).

import { api, enc, upload } from '../api.js';
import { h, field, form, errorBox, clear, select, checkbox, button, toast,
         confirmDialog, fmtBytes, section, notice } from '../dom.js';
import { pictureSrc, setStrict, isStrict } from '../url.js';

const PAGE = 48;

const THUMB = ['w_240', 'h_240', 'fit_cover'];

export function kindOf(img) {
    if (img.isVideo) {
        return 'video';
    }
    if (img.imageId.startsWith('eps_')) {
        return 'EPS';
    }
    return img.derivationType ? img.derivationType : '';
}

export function tile(slug, img) {
    const label = img.name || img.originalFileName || img.imageId;
    const pic = h('img', { alt: '', width: 240, height: 240, loading: 'lazy',
                           decoding: 'async' });
    const none = () => pic.replaceWith(h('span', { class: 'nopic' }, 'no preview'));
    pic.addEventListener('error', none);
    pictureSrc(slug, img, THUMB, 'webp').then((src) => {
        if (src) {
            pic.src = src;
        } else {
            none();
        }
    });
    const kind = kindOf(img);
    return h('li', { class: 'tile', 'data-id': img.imageId },
        h('a', { href: `#/p/${enc(slug)}/image/${enc(img.imageId)}` },
          pic,
          h('span', { class: 'name' }, label),
          kind ? h('span', { class: 'badge' }, kind) : ''));
}

// folders ["a", "a/b", "c"] as nested lists of links
function tree(slug, paths, current, params) {
    const root = { children: new Map() };
    for (const p of paths) {
        let node = root;
        for (const seg of p.split('/')) {
            if (!node.children.has(seg)) {
                node.children.set(seg, { children: new Map() });
            }
            node = node.children.get(seg);
        }
    }
    const link = (path, text) => {
        const q = new URLSearchParams(params);
        q.delete('cursor');
        if (path === null) {
            q.delete('folder');
        } else {
            q.set('folder', path);
        }
        const s = q.toString();
        return h('a', { href: `#/p/${enc(slug)}/library${s ? `?${s}` : ''}`,
                        'aria-current': current === path ? 'page' : null },
                 text);
    };
    const walk = (node, prefix) => h('ul', {},
        [...node.children.entries()].sort(([a], [b]) => a.localeCompare(b))
            .map(([seg, child]) => {
                const path = prefix ? `${prefix}/${seg}` : seg;
                return h('li', {}, link(path, seg),
                         child.children.size ? walk(child, path) : '');
            }));
    return h('div', { class: 'tree' },
        h('ul', {},
          h('li', {}, link(null, 'All images')),
          h('li', {}, link('', 'Top level'), walk(root, ''))));
}

export async function render(ctx) {
    const { slug, params } = ctx;
    ctx.setTitle(`Library · ${slug}`);
    // strict mode: the thumbnails' tokens render only signed
    setStrict(slug, (await api('GET', `/${enc(slug)}/settings`)).strictTransforms);
    const folder = params.has('folder') ? params.get('folder') : null;

    // ---- folders ----
    const folderBox = h('nav', { class: 'folders', 'aria-label': 'Folders' });
    const folderOut = h('div', { 'aria-live': 'polite' });
    const loadFolders = async () => {
        try {
            const paths = await api('GET', `/${enc(slug)}/folders`);
            clear(folderBox, h('h2', {}, 'Folders'),
                  tree(slug, paths, folder, params));
        } catch (e) {
            clear(folderBox, h('h2', {}, 'Folders'), errorBox(e));
        }
    };
    const newName = h('input', { type: 'text', name: 'folder',
                                 autocomplete: 'off' });
    const newFolder = form({ class: 'inline', id: 'folder-form' }, [
        field(folder ? `New folder in ${folder}` : 'New folder', newName),
        h('button', { type: 'submit' }, 'Create'),
    ], async () => {
        clear(folderOut);
        const path = folder ? `${folder}/${newName.value}` : newName.value;
        try {
            const r = await api('POST', `/${enc(slug)}/folders`, { json: { path } });
            newName.value = '';
            toast(`Folder ${r.path} created`);
            await loadFolders();
        } catch (e) {
            folderOut.append(errorBox(e));
        }
    });
    const delFolder = folder ? button(`Delete folder ${folder}`, async () => {
        if (!await confirmDialog('Delete folder', `Delete "${folder}" and its`
            + ' subfolders from the folder list? Images stay where they are.',
            'Delete folder')) {
            return;
        }
        try {
            await api('DELETE', `/${enc(slug)}/folders/${folder.split('/').map(enc).join('/')}`);
            toast(`Folder ${folder} deleted`);
            const q = new URLSearchParams(params);
            q.delete('folder');
            ctx.navigate(`#/p/${enc(slug)}/library?${q}`);
        } catch (e) {
            clear(folderOut, errorBox(e));
        }
    }, { class: 'danger' }) : '';

    // ---- filters ----
    const search = h('input', { type: 'search', name: 'search',
                                value: params.get('search') || '' });
    const category = h('input', { type: 'text', name: 'category',
                                  value: params.get('category') || '' });
    const keyword = h('input', { type: 'text', name: 'keyword',
                                 value: params.get('keyword') || '' });
    const type = select([['', 'All types'], ['image', 'Images'],
                         ['eps', 'EPS only'], ['video', 'Videos']],
                        { name: 'type' });
    type.value = params.get('type') || '';
    const sort = select([['', 'Newest first'], ['oldest', 'Oldest first']],
                        { name: 'sort' });
    sort.value = params.get('sort') || '';
    const derived = checkbox('Include derived assets (EPS pages, designs,'
        + ' SVGs, posters)', { name: 'derived',
                               checked: params.get('derived') === '1' });
    const recursive = checkbox('Include subfolders',
        { name: 'recursive', checked: params.get('recursive') === '1' });
    const filters = form({ class: 'filters', id: 'filters',
                           role: 'search' }, [
        field('Search', search, 'every word, in any text field'),
        h('div', { class: 'cols' }, field('Category', category),
          field('Keyword', keyword)),
        h('div', { class: 'cols' },
          field('Type', type, 'images include the EPS files'),
          field('Order', sort, 'by upload time')),
        derived, recursive,
        h('div', { class: 'actions' },
          h('button', { type: 'submit', class: 'primary' }, 'Apply'),
          h('a', { href: `#/p/${enc(slug)}/library`, class: 'button' },
            'Reset')),
    ], () => {
        const q = new URLSearchParams();
        if (folder !== null) {
            q.set('folder', folder);
        }
        for (const [k, v] of [['search', search.value],
            ['category', category.value], ['keyword', keyword.value],
            ['type', type.value], ['sort', sort.value]]) {
            if (v) {
                q.set(k, v);
            }
        }
        if (derived.querySelector('input').checked) {
            q.set('derived', '1');
        }
        if (recursive.querySelector('input').checked) {
            q.set('recursive', '1');
        }
        ctx.navigate(`#/p/${enc(slug)}/library?${q}`);
    });

    // ---- the grid ----
    const grid = h('ul', { class: 'grid', id: 'grid', 'aria-label': 'Images',
                           'aria-busy': 'true' });
    const status = h('p', { class: 'count', 'aria-live': 'polite' });
    const more = button('Load more', () => loadPage(), { id: 'more',
                                                         hidden: true });
    const listOut = h('div');
    let cursor = null;
    let shown = 0;
    const query = () => ({
        limit: PAGE,
        folder: folder === null ? undefined : folder,
        recursive: params.get('recursive') === '1' ? 'true' : undefined,
        search: params.get('search'),
        category: params.get('category'),
        keyword: params.get('keyword'),
        type: params.get('type'),
        sort: params.get('sort'),
        includeDerived: params.get('derived') === '1' ? 'true' : undefined,
    });
    const loadPage = async (reset) => {
        if (reset) {
            cursor = null;
            shown = 0;
            clear(grid);
        }
        clear(listOut);
        more.disabled = true;
        grid.setAttribute('aria-busy', 'true');
        try {
            const q = query();
            if (cursor) {
                q.cursor = cursor;
            }
            const r = await api('GET', `/${enc(slug)}/images`, { query: q });
            for (const img of r.images) {
                grid.append(tile(slug, img));
            }
            shown += r.images.length;
            cursor = r.nextCursor;
            more.hidden = !cursor;
            status.textContent = shown ? `${shown} shown${cursor ? ', more below' : ''}`
                : 'No image matches.';
        } catch (e) {
            listOut.append(errorBox(e));
        } finally {
            more.disabled = false;
            grid.setAttribute('aria-busy', 'false');
        }
    };

    // ---- uploads ----
    const files = h('input', { type: 'file', multiple: true, name: 'file',
                               id: 'upload-input' });
    const strip = checkbox('Remove EXIF, XMP and IPTC at upload (stripExif)',
                           { name: 'stripExif', id: 'strip-exif' });
    const queue = h('ul', { class: 'uploads', id: 'uploads',
                            'aria-label': 'Uploads' });
    const zone = h('div', { class: 'dropzone', id: 'dropzone' },
        h('p', { class: 'drop' }, 'Drop files here, or choose them:'),
        field('Files to upload', files),
        h('p', { class: 'hint' }, `Into ${folder ? `folder "${folder}"`
          : 'the top level'}: JPEG, PNG, WebP, GIF, TIFF, AVIF, HEIC, EPS,`
          + ' MP4, QuickTime, WebM.'),
        strip);
    const sendAll = async (list) => {
        const items = [...list].map((file) => {
            const bar = h('progress', { max: 100, value: 0,
                                        'aria-label': `Upload of ${file.name}` });
            const st = h('span', { class: 'state' }, 'waiting');
            const li = h('li', { class: 'upload' },
                         h('span', { class: 'fname' }, file.name),
                         h('span', { class: 'fsize' }, fmtBytes(file.size)),
                         bar, st);
            queue.append(li);
            return { file, bar, st, li };
        });
        let next = 0;
        let ok = 0;
        const worker = async () => {
            while (next < items.length) {
                const it = items[next];
                next += 1;
                const fd = new FormData();
                fd.append('file', it.file, it.file.name);
                if (strip.querySelector('input').checked) {
                    fd.append('stripExif', 'true');
                }
                if (folder) {
                    fd.append('folder', folder);
                }
                it.st.textContent = 'uploading';
                try {
                    const r = await upload(`/${enc(slug)}/upload`, fd, (f) => {
                        it.bar.value = Math.round(f * 100);
                    });
                    it.bar.value = 100;
                    it.li.classList.add('done');
                    clear(it.st, 'uploaded: ', h('a', {
                        href: `#/p/${enc(slug)}/image/${enc(r.imageId)}` },
                        r.imageId));
                    ok += 1;
                } catch (e) {
                    it.li.classList.add('failed');
                    clear(it.st, errorBox(e));
                }
            }
        };
        await Promise.all([worker(), worker()]);
        if (ok) {
            toast(`${ok} of ${items.length} uploaded`);
            await loadPage(true);
        }
    };
    files.addEventListener('change', () => {
        if (files.files.length) {
            sendAll(files.files).finally(() => { files.value = ''; });
        }
    });
    zone.addEventListener('dragover', (ev) => {
        ev.preventDefault();
        zone.classList.add('over');
    });
    zone.addEventListener('dragleave', () => zone.classList.remove('over'));
    zone.addEventListener('drop', (ev) => {
        ev.preventDefault();
        zone.classList.remove('over');
        if (ev.dataTransfer && ev.dataTransfer.files.length) {
            sendAll(ev.dataTransfer.files);
        }
    });

    const where = folder === null ? 'all images' : folder === '' ? 'top level'
        : `folder ${folder}`;
    ctx.main.append(
        h('h1', {}, `Library: ${slug}`, h('span', { class: 'sub' }, ` (${where})`)),
        h('div', { class: 'library' },
          h('aside', {}, folderBox, newFolder, delFolder, folderOut),
          h('div', { class: 'content' },
            section('Upload', zone, queue),
            isStrict(slug) ? notice('Strict mode is on: thumbnails are the'
                + ' originals unless a signing key is given to the URL builder.',
                'warn') : '',
            h('details', { class: 'card filters-box',
                           open: [...params.keys()].some((k) => k !== 'folder') },
              h('summary', {}, 'Search and filters'), filters),
            status, listOut, grid, more)));
    await Promise.all([loadFolders(), loadPage(true)]);
}
