/**
 * The upload is served before the REST router (media/image-upload.ts explains why), so the
 * generated document does not know it: this adds its operation to /api/openapi.json.
 */
import type { buildOpenApiDocument } from '../rest/openapi';
import { IMAGE_FORMATS, MAX_IMAGE_MEGABYTES } from '../../shared/image-variants';
import { IMAGE_UPLOAD_PATH } from './image-upload';

type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/error.BAD_REQUEST' } } },
});

export function describeImageUpload(doc: OpenApiDocument): OpenApiDocument {
  const paths = (doc.paths ??= {});
  paths[IMAGE_UPLOAD_PATH] = {
    ...paths[IMAGE_UPLOAD_PATH],
    post: {
      operationId: 'images-upload',
      summary: `Upload a cover picture (JPEG, PNG or WebP by content, at most ${MAX_IMAGE_MEGABYTES} MB; metadata removed); admin only`,
      tags: ['images'],
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] },
          },
        },
      },
      responses: {
        '201': {
          description: 'Stored; `url` is the largest WebP variant (what a cover field takes)',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['id', 'url', 'width', 'height', 'variants'],
                properties: {
                  id: { type: 'integer' },
                  url: { type: 'string' },
                  width: { type: 'integer' },
                  height: { type: 'integer' },
                  variants: {
                    type: 'array',
                    items: {
                      type: 'object',
                      required: ['format', 'width', 'url'],
                      properties: {
                        format: { type: 'string', enum: [...IMAGE_FORMATS] },
                        width: { type: 'integer' },
                        url: { type: 'string' },
                      },
                    },
                  },
                },
              },
            },
          },
        },
        '400': errorResponse('Not a JPEG, PNG or WebP picture, or no field "file"'),
        '401': errorResponse('Not signed in'),
        '403': errorResponse('Not an admin, or sent from another site'),
        '413': errorResponse('Larger than the limit'),
        '415': errorResponse('Not multipart/form-data'),
      },
    },
  };
  return doc;
}
