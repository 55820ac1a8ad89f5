// The tests' own view of the Azure emulator, through Microsoft's SDK
// (@azure/storage-blob, pinned in package.json), never through Pictor's
// driver: what the driver wrote is read back here, and objects the driver
// must read are written here.  Run by t/lib/Pictor/AzureEmu.pm with
// NODE_PATH at build/emulators/azure/node_modules; the connection string
// comes in the environment (AZ_CONN), never on the command line.
//
//   mkcontainer C             create container C (ok when it exists)
//   get C KEY OUT             the blob's bytes into the file OUT
//   put C KEY FILE [TYPE]     upload FILE as KEY (one Put Blob)
//   props C KEY               {size, etag, contentType, lastModified,
//                              blocks} ("blocks": committed block count)
//   keys C [PREFIX]           ["name", ...] in the service's order
//   sas C                     a container SAS (read, write, delete, list,
//                             one hour), signed with the account key
//
// Prints JSON on stdout; exits 2 when the blob or container is missing,
// 1 on any other failure (the SDK's message on stderr).
'use strict';

const fs = require('fs');
const {
    BlobServiceClient, StorageSharedKeyCredential, ContainerSASPermissions,
    generateBlobSASQueryParameters,
} = require('@azure/storage-blob');

function field(conn, name) {
    const m = conn.match(new RegExp('(?:^|;)' + name + '=([^;]*)', 'i'));
    return m ? m[1] : undefined;
}

async function main(argv) {
    const conn = process.env.AZ_CONN;
    const [cmd, container, key, arg, type] = argv;
    const svc = BlobServiceClient.fromConnectionString(conn);
    const c = svc.getContainerClient(container);

    switch (cmd) {
    case 'mkcontainer':
        await c.createIfNotExists();
        return { created: container };

    case 'get': {
        const b = c.getBlobClient(key);
        await b.downloadToFile(arg);
        return { saved: arg };
    }

    case 'put': {
        const b = c.getBlockBlobClient(key);
        const data = fs.readFileSync(arg);
        await b.upload(data, data.length, {
            blobHTTPHeaders: { blobContentType: type },
        });
        return { put: key, size: data.length };
    }

    case 'props': {
        const b = c.getBlockBlobClient(key);
        const p = await b.getProperties();
        const l = await b.getBlockList('committed');
        return {
            size: p.contentLength,
            etag: (p.etag || '').replace(/"/g, ''),
            contentType: p.contentType,
            lastModified: p.lastModified.toISOString(),
            blocks: (l.committedBlocks || []).length,
        };
    }

    case 'keys': {
        const names = [];
        for await (const b of c.listBlobsFlat({ prefix: key || '' })) {
            names.push(b.name);
        }
        return names;
    }

    case 'sas': {
        const cred = new StorageSharedKeyCredential(
            field(conn, 'AccountName'), field(conn, 'AccountKey'));
        const sas = generateBlobSASQueryParameters({
            containerName: container,
            permissions: ContainerSASPermissions.parse('rwdl'),
            startsOn: new Date(Date.now() - 60 * 1000),
            expiresOn: new Date(Date.now() + 3600 * 1000),
        }, cred);
        return { sas: sas.toString() };
    }

    default:
        throw new Error('usage: see t/emulators/azure/blobtool.js');
    }
}

main(process.argv.slice(2)).then(
    (r) => { process.stdout.write(JSON.stringify(r) + '\n'); },
    (e) => {
        process.stderr.write(String(e && e.message || e) + '\n');
        process.exit(e && e.statusCode === 404 ? 2 : 1);
    });
