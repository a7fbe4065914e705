import type { FastifyPluginAsync } from 'fastify';
import { maskTail } from '../../src-domain/acts/party-disclosure.ts';
import {
  CONTACT_PHONE_CONFIRM_PATH,
  CONTACT_PHONE_PATH,
  ContactPhoneBodySchema,
  PhoneConfirmBodySchema,
  type ContactPhoneAnswer,
} from '../../src-domain/http/routes/contact-phone.ts';
import { confirmPhone, offerPhone, type ContactPhoneServices } from '../auth/contact-phone.ts';
import type { ContactPhoneLimits } from '../auth/contact-phone-limits.ts';
import { parseInput } from '../http/parse-input.ts';
import { requestLocale } from '../http/request-locale.ts';
import { keyedLimiter, perUserRateLimit } from '../plugins/per-user-rate-limit.ts';
import { signedIn } from './request-user.ts';

/**
 * The signed-in person's own contact phone (spec §5 login form "Phone required";
 * docs/decisions/0058-contact-phone-at-login.md). Answers only with the number the caller sent;
 * logs only its last two digits.
 */
export function contactPhoneRoutes(services: ContactPhoneServices, limits: ContactPhoneLimits): FastifyPluginAsync {
  return async (app) => {
    const smsPerUser = keyedLimiter(app, 'phone-code-user', limits.smsPerUser);
    const smsPerPhone = keyedLimiter(app, 'phone-code-phone', limits.smsPerPhone);

    app.post(
      CONTACT_PHONE_PATH,
      { config: { access: 'user', rateLimit: perUserRateLimit(limits.offers) } },
      async (request, reply): Promise<ContactPhoneAnswer> => {
        const { phone } = parseInput(ContactPhoneBodySchema, request.body, 'body');
        const { user } = signedIn(request);
        reply.header('cache-control', 'no-store');
        const { answer, sent } = await offerPhone(services, user, phone, requestLocale(request), async () => {
          await smsPerUser(request, reply, String(user.id));
          await smsPerPhone(request, reply, phone);
        });
        request.log.info({ phone: maskTail(phone), status: answer.status, sent }, 'contact phone offered');
        return answer;
      },
    );

    app.post(
      CONTACT_PHONE_CONFIRM_PATH,
      { config: { access: 'user', rateLimit: perUserRateLimit(limits.checks) } },
      async (request, reply): Promise<ContactPhoneAnswer> => {
        const { phone, code } = parseInput(PhoneConfirmBodySchema, request.body, 'body');
        const { user } = signedIn(request);
        reply.header('cache-control', 'no-store');
        const answer = await confirmPhone(services, user, phone, code);
        request.log.info({ phone: maskTail(phone) }, 'contact phone confirmed');
        return answer;
      },
    );
  };
}
