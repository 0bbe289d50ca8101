// the multipart plugin's request methods (request.file, isMultipart) are typed by this module's augmentation
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  FileStorage,
  isOfficeDocumentOrPdfContent,
  isPdfContent,
  ORIGINAL_FILENAME_HEADER,
  STORAGE_INSPECT_BYTES,
  STORAGE_FILE_FIELD,
  STORAGE_NO_CONTENT,
  STORAGE_NO_FILE,
  STORAGE_PDF_ONLY,
  StorageCreate,
  STORAGE_TEMPLATE_OFFICE_OR_PDF_ONLY,
  StorageIdParams,
  StorageLimits,
  StorageList,
  StorageListQuery,
  storageTooLargeMessage,
} from '@qms/shared-api/contract';
import { defineRoute } from '../../http/route';
import { badRequest, HttpError, notFound, unsupportedMediaType } from '../../http/errors';
import { contentStore, storageMaxBytes } from './storage.files';
import {
  createStorage,
  deleteStorage,
  listStorages,
  loadStorageContentRef,
  loadStorageForChange,
  recordContent,
} from './storage.repository';
import { spoolUpload, type SpooledFile } from './upload-spool';

// The generated route checks' requests and rows for these routes: storage.examples.ts.

const tags = ['storage'];
const base = { service: 'qms' as const, tenantScoped: true, tags };

/** A name for a header and a download: no path, no control characters, at most 255 characters. */
function cleanFilename(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255) || 'file';
}
const MIME = /^[\w.+-]+\/[\w.+-]+$/;

/** An upload's file and what the client said of it, from beforeTransaction to the handler. */
const spooled = new WeakMap<FastifyRequest, { file: SpooledFile; filename: string; mimetype: string }>();

export const storageRoutes = [
  defineRoute({
    ...base,
    method: 'GET',
    url: '/storage',
    access: 'read',
    summary: 'The file storages of a process or template version (artifact-id is the VERSION id)',
    query: StorageListQuery,
    response: StorageList,
    handler: ({ tx, user, query }) =>
      listStorages(tx, user.tenantId, query['artifact-type'], query['artifact-id']),
  }),
  defineRoute({
    method: 'GET',
    url: '/storage/limits',
    service: 'qms',
    access: 'read',
    tenantScoped: false,
    tags,
    summary:
      'The largest file an upload may be (QMS_STORAGE_MAX_BYTES): the screens refuse a larger one unsent',
    response: StorageLimits,
    handler: async () => ({ maxBytes: storageMaxBytes() }),
  }),
  defineRoute({
    ...base,
    method: 'POST',
    url: '/storage',
    access: 'write',
    summary:
      'Creates a file storage for a process (SOP_AS_PDF, DRAFT only) or template version (TEMPLATE_VERSION)',
    body: StorageCreate,
    response: FileStorage,
    handler: ({ tx, user, body }) => createStorage(tx, user.tenantId, body),
  }),
  defineRoute({
    ...base,
    method: 'DELETE',
    url: '/storage/:id',
    access: 'write',
    summary: 'Deletes a file storage and its file (unless another storage names the same content)',
    params: StorageIdParams,
    handler: async ({ tx, user, params }) => {
      await deleteStorage(tx, user.tenantId, params.id);
    },
  }),
  defineRoute({
    ...base,
    method: 'POST',
    url: '/storage/:id/content',
    access: 'write',
    summary:
      "Uploads the file (multipart field 'file'); SOP_AS_PDF takes PDF only, TEMPLATE_VERSION office documents and PDF only (415, judged by content), size limit 413",
    params: StorageIdParams,
    response: FileStorage,
    status: 200,
    // the file is read from the client into a temporary file first: a slow upload holds no connection or lock
    beforeTransaction: async ({ request, reply }) => {
      if (!request.isMultipart())
        throw unsupportedMediaType(
          `The upload must be multipart/form-data with the field '${STORAGE_FILE_FIELD}'.`,
        );
      const max = storageMaxBytes();
      const part = await request.file({ limits: { fileSize: max } });
      if (!part || part.fieldname !== STORAGE_FILE_FIELD) throw badRequest(STORAGE_NO_FILE);
      let file: SpooledFile;
      try {
        file = await spoolUpload(part.file, STORAGE_INSPECT_BYTES);
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new HttpError(413, storageTooLargeMessage(max));
        throw error;
      }
      // gone with the answer, whatever it is (also when the transaction never opens)
      reply.raw.once('close', () => void file.remove());
      // the multipart parser ends a file at the limit and marks it truncated
      if (part.file.truncated) {
        await file.remove();
        throw new HttpError(413, storageTooLargeMessage(max));
      }
      spooled.set(request, { file, filename: part.filename, mimetype: part.mimetype });
    },
    handler: async ({ tx, user, params, request }) => {
      const upload = spooled.get(request)!;
      try {
        const storage = await loadStorageForChange(tx, user.tenantId, params.id);
        const pdf = storage.fileStorageType === 'SOP_AS_PDF';
        // judged by content: the name and the browser's content type are the client's word
        if (pdf && !isPdfContent(upload.file.head)) throw unsupportedMediaType(STORAGE_PDF_ONLY);
        if (storage.fileStorageType === 'TEMPLATE_VERSION' && !isOfficeDocumentOrPdfContent(upload.file.head))
          throw unsupportedMediaType(STORAGE_TEMPLATE_OFFICE_OR_PDF_ONLY);
        const content = await contentStore().put(tx, user.tenantId, upload.file.open());
        return await recordContent(tx, user.tenantId, storage, {
          originalFilename: cleanFilename(upload.filename),
          contentType: pdf
            ? 'application/pdf'
            : MIME.test(upload.mimetype)
              ? upload.mimetype
              : 'application/octet-stream',
          ...content,
        });
      } finally {
        await upload.file.remove();
      }
    },
  }),
  defineRoute({
    ...base,
    method: 'GET',
    url: '/storage/:id/content',
    access: 'read',
    summary:
      'Downloads the file with its content type; the original-filename header carries the name (URI-encoded)',
    params: StorageIdParams,
    produces: 'application/octet-stream',
    // the file as uploaded, byte for byte
    compress: false,
    handler: async ({ tx, user, params, reply }) => {
      const row = await loadStorageContentRef(tx, user.tenantId, params.id);
      if (!row.sha256) throw notFound(STORAGE_NO_CONTENT);
      const store = contentStore();
      const content = await store.locate(tx, user.tenantId, row.sha256);
      if (!content) throw new Error(`the content of file storage ${row.id} is missing`);
      const name = encodeURIComponent(row.originalFilename ?? 'file');
      void reply
        .header('content-type', row.contentType ?? 'application/octet-stream')
        .header(ORIGINAL_FILENAME_HEADER, name)
        .header('access-control-expose-headers', ORIGINAL_FILENAME_HEADER)
        .header('content-disposition', `attachment; filename*=UTF-8''${name}`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-cache')
        .header('content-length', content.size);
      // answered after the transaction committed (registerRoute), read page by page: never whole in memory
      return store.open(user.tenantId, row.sha256);
    },
  }),
];
