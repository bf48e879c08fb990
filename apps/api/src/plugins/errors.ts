import type { TApiError, TValidationIssue } from '@guestloop/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';

function send(reply: FastifyReply, body: TApiError) {
  return reply.status(body.statusCode).type('application/json; charset=utf-8').send(body);
}

function validationIssues(error: FastifyError): TValidationIssue[] {
  const context = (error as { validationContext?: string }).validationContext ?? 'body';
  return (error.validation ?? []).map((v) => {
    const pointer = v.instancePath?.replace(/^\//, '').split('/').filter(Boolean).join('.') ?? '';
    const missing = (v.params as { missingProperty?: string } | undefined)?.missingProperty;
    const field = [pointer, missing].filter(Boolean).join('.');
    return {
      path: field ? `${context}.${field}` : context,
      code: v.keyword,
      message: v.message ?? 'Invalid value',
    };
  });
}

/** PostgreSQL's class 22, "data exception": a value the database refused (pg and PGlite alike). */
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/;

/** The SQLSTATE of a data exception in the error or its causes (drizzle wraps the driver's error). */
function dataExceptionOf(error: unknown): string | null {
  let e = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 5; depth++, e = e.cause as typeof e) {
    if (typeof e.code === 'string' && DATA_EXCEPTION.test(e.code)) return e.code;
  }
  return null;
}

/** One error handler, one error body: `{ statusCode, code, message, details? }`. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return send(reply, {
        statusCode: error.statusCode,
        code: error.code,
        message: error.message,
        ...(error.details === undefined ? {} : { details: error.details }),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return send(reply, {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Some fields are not valid',
        details: validationIssues(error),
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause }, 'response did not match its schema');
      return send(reply, {
        statusCode: 500,
        code: 'INTERNAL_ERROR',
        message: 'Something went wrong on our side',
      });
    }
    const sqlState = dataExceptionOf(error);
    if (sqlState) {
      // Contracts refuse bad input first; this is the safety net for a value one let through
      // (text that cannot be stored, a number out of a column's range…). The input is at fault.
      request.log.warn({ sqlState }, 'the database refused a value of the request');
      return send(reply, {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'A value in the request cannot be stored',
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return send(reply, {
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: 'Too many requests, try again later',
      });
    }
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return send(reply, { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large' });
    }
    if (status === 415) {
      return send(reply, {
        statusCode: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Unsupported content type',
      });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, empty body…): the input is at fault.
      return send(reply, {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'The request could not be read',
        details: [{ path: 'body', code: error.code ?? 'invalid', message: error.message }],
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, {
      statusCode: 500,
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side',
    });
  });
});

export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, {
    statusCode: 404,
    code: 'ROUTE_NOT_FOUND',
    message: `No route ${request.method} ${request.url.split('?')[0]}`,
  });
}

/**
 * Errors Fastify meets before routing (a path whose %-escapes are not UTF-8, such as a lone
 * surrogate): the input is at fault, answered in the product's error shape.
 */
export function sendFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return send(reply, {
    statusCode: 400,
    code: 'VALIDATION_FAILED',
    message: 'The request could not be read',
    details: [{ path: 'url', code: error.code ?? 'invalid', message: error.message }],
  });
}
