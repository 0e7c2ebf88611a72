/**
 * Certificates for completed tracks (issue 26, item 4). Anyone can verify a code; only the learner
 * can ask for theirs, and the server checks the stored progress before issuing one.
 */
import { z } from 'zod';
import { certificateCodeInputSchema, certificateSchema, issueCertificateInputSchema } from '../../shared/schemas/progress';
import { findCertificate, issueCertificate, listCertificates } from '../services/certificates';
import { router } from '../trpc/init';
import { authedProcedure, publicProcedure } from '../trpc/procedures';

const tags = ['certificates'];

export const certificatesRouter = router({
  byCode: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/certificates/{code}', tags, summary: 'Verify a certificate: name, track and date' } })
    .input(certificateCodeInputSchema)
    .output(certificateSchema)
    .query(({ ctx, input }) => findCertificate(ctx.db, input.code)),

  mine: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/certificates', tags, summary: 'Your certificates' } })
    .input(z.void())
    .output(z.array(certificateSchema))
    .query(({ ctx }) => listCertificates(ctx.db, ctx.user.id)),

  issue: authedProcedure
    .meta({
      openapi: { method: 'POST', path: '/certificates', tags, summary: 'Get the certificate of a track you completed' },
      rateLimit: 'certificateIssue',
      audit: 'none',
      successStatus: 201,
      refusals: { 404: 'No such track', 412: 'The track is not complete yet: the message names what is still to do' },
    })
    .input(issueCertificateInputSchema)
    .output(certificateSchema)
    .mutation(({ ctx, input }) => issueCertificate(ctx.db, ctx.user.id, input.track)),
});
