// Every environment variable the server reads, in one place (the README's table mirrors it).
import path from 'node:path';
import type { MoyasarConfig } from './payments/moyasar-provider.ts';
import type { SmtpConfig } from './notifications/smtp-mailer.ts';
import { smtpFromEnv } from './notifications/smtp-settings.ts';
import { whatsAppFromEnv, type WhatsAppCloudConfig } from './notifications/whatsapp-cloud-sender.ts';
import { webPushFromEnv, type WebPushConfig } from './notifications/push-endpoints.ts';
import type { FatooraReportingConfig } from './zatca/fatoora-reporting.ts';
import { configuredStamp } from './zatca/configured-stamp.ts';
import type { Stamp } from './zatca/test-stamp.ts';

export interface ServerConfig {
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  /** Origins allowed to make state-changing calls; the server's own origin is always allowed. */
  allowedOrigins: string[];
  /** PUBLIC_URL: the address people use (scheme, host, port); the CSRF and Host checks accept it. */
  publicUrl: string | null;
  /** Set when the app is served over HTTPS (directly or behind a proxy): HSTS and Secure cookies. */
  https: boolean;
  adminEmail: string | null;
  adminPassword: string | null;
  isTest: boolean;
  staticDir: string;
  /** Set when MOYASAR_PUBLISHABLE_KEY and MOYASAR_SECRET_KEY are; else the built-in test provider takes payments. */
  moyasar: MoyasarConfig | null;
  /** SMTP_URL or SMTP_HOST…, with MAIL_FROM; null: e-mails are printed on the console. */
  smtp: SmtpConfig | null;
  /** WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN (WHATSAPP_API_URL); null: text messages are recorded and printed. */
  whatsapp: WhatsAppCloudConfig | null;
  /** ZATCA_REPORTING_URL, ZATCA_CSID and ZATCA_CSID_SECRET, all three; null: documents are not reported (docs/zatca.md "Reporting"). */
  zatcaReporting: FatooraReportingConfig | null;
  /** ZATCA_PRIVATE_KEY with the certificate ZATCA_CSID carries: ZATCA's stamp; null: the server's own test stamp (docs/zatca.md "ZATCA's stamp"). */
  zatcaStamp: Stamp | null;
  /** APPLE_PAY_DOMAIN_ASSOCIATION: the file Apple gave for this domain, served at /.well-known/…; null: 404 there. */
  applePayDomainAssociation: string | null;
  /** PUSH_CONTACT (and, in tests, PUSH_TEST_ORIGIN): web push's contact and the local fake it may post to. */
  webPush: WebPushConfig;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || null,
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean),
    publicUrl: env.PUBLIC_URL || null,
    https: env.HTTPS === 'true' || (env.PUBLIC_URL ?? '').startsWith('https://'),
    adminEmail: env.ADMIN_EMAIL || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    isTest: env.NODE_ENV === 'test',
    staticDir: path.resolve(env.STATIC_DIR ?? './dist'),
    moyasar:
      env.MOYASAR_PUBLISHABLE_KEY && env.MOYASAR_SECRET_KEY
        ? {
            publishableKey: env.MOYASAR_PUBLISHABLE_KEY,
            secretKey: env.MOYASAR_SECRET_KEY,
            webhookSecret: env.MOYASAR_WEBHOOK_SECRET || null,
            apiUrl: (env.MOYASAR_API_URL || 'https://api.moyasar.com').replace(/\/$/, ''),
          }
        : null,
    smtp: smtpFromEnv(env),
    whatsapp: whatsAppFromEnv(env),
    zatcaReporting:
      env.ZATCA_REPORTING_URL && env.ZATCA_CSID && env.ZATCA_CSID_SECRET
        ? { baseUrl: env.ZATCA_REPORTING_URL.replace(/\/$/, ''), csid: env.ZATCA_CSID, secret: env.ZATCA_CSID_SECRET }
        : null,
    zatcaStamp: zatcaStampFromEnv(env),
    applePayDomainAssociation: env.APPLE_PAY_DOMAIN_ASSOCIATION || null,
    webPush: webPushFromEnv(env),
  };
}

function zatcaStampFromEnv(env: NodeJS.ProcessEnv): Stamp | null {
  if (!env.ZATCA_PRIVATE_KEY) return null;
  if (!env.ZATCA_CSID) throw new Error('ZATCA_PRIVATE_KEY is set without ZATCA_CSID, the certificate ZATCA issued for it');
  return configuredStamp(env.ZATCA_CSID, env.ZATCA_PRIVATE_KEY);
}
