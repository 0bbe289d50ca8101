// The requests and rows the generated route checks (src/route-table.test.ts) use for storage.routes.ts: test
// support beside the routes it exercises, loaded by the checks only, never by the server.
import { STORAGE_FILE_FIELD } from '@qms/shared-api/contract';
import { fileStorages } from '../schema';
import { FIXED, fixedProcess, freshProcess } from '../../../test/fixtures/processes';
import { contentStore } from './storage.files';
import { createStorage, recordContent } from './storage.repository';
import type { ExampleFixtures, RouteExamples } from '../../http/route-examples';

async function exampleStorage(fx: ExampleFixtures, withContent = false): Promise<string> {
  const sop = await freshProcess(fx);
  return fx.run(async (tx) => {
    const storage = await createStorage(tx, fx.tenantId, {
      artifactType: 'SOP',
      artifactVersionId: sop.versionId,
      fileStorageType: 'SOP_AS_PDF',
      name: fx.uniqueName('Stored PDF'),
    });
    if (withContent) {
      const content = await contentStore().put(tx, fx.tenantId, [MINIMAL_PDF]);
      await recordContent(tx, fx.tenantId, storage, {
        originalFilename: 'example.pdf',
        contentType: 'application/pdf',
        ...content,
      });
    }
    return storage.id;
  });
}

/** The smallest file a PDF reader accepts: the examples' and tests' upload. */
export const MINIMAL_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A multipart upload of one file in the field the storage routes read. */
export function multipartBody(fileName: string, data: Buffer, contentType = 'application/pdf') {
  const boundary = `----qms${crypto.randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${STORAGE_FILE_FIELD}"; filename="${fileName}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

export const storageExamples: RouteExamples = {
  'GET /qms-api/storage': {
    seed: async (fx) => {
      await fixedProcess(fx);
      const name = fx.uniqueName('Stored file');
      const id = await fx.run(async (tx) => {
        const [row] = await tx
          .insert(fileStorages)
          .values({
            tenantId: fx.tenantId,
            artifactType: 'SOP',
            artifactVersionId: FIXED.versionId,
            fileStorageType: 'SOP_AS_PDF',
            name,
          })
          .returning({ id: fileStorages.id });
        return row!.id;
      });
      return { ids: [id], names: [name] };
    },
    example: async (fx) => {
      await fixedProcess(fx);
      return { query: { 'artifact-type': 'SOP', 'artifact-id': FIXED.versionId } };
    },
  },
  'GET /qms-api/storage/limits': {
    example: async () => ({}),
  },
  'POST /qms-api/storage': {
    example: async (fx) => {
      await fixedProcess(fx);
      return {
        body: {
          artifactType: 'SOP',
          artifactVersionId: FIXED.versionId,
          fileStorageType: 'SOP_AS_PDF',
          name: 'PDF',
        },
      };
    },
  },
  'DELETE /qms-api/storage/:id': {
    example: async (fx) => ({ params: { id: await exampleStorage(fx, true) } }),
  },
  'POST /qms-api/storage/:id/content': {
    example: async (fx) => {
      // the example PDF is ASCII, so the payload may travel as a string
      const { payload, contentType } = multipartBody('example.pdf', MINIMAL_PDF);
      return { params: { id: await exampleStorage(fx) }, payload: payload.toString('latin1'), contentType };
    },
  },
  'GET /qms-api/storage/:id/content': {
    example: async (fx) => ({ params: { id: await exampleStorage(fx, true) } }),
  },
};
