import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_PRODUCTION_ENV, E2E_SECRETS } from '../utils/e2e-env';

const SERVER_ONLY_KEYS = [
  'GATEWAY_JWT_SECRET',
  'REVALIDATE_SECRET',
  'PREVIEW_SECRET',
  'STORYBLOK_TOKEN',
  'STORYBLOK_PREVIEW_TOKEN',
];

function clientScripts(): string[] {
  const dir = join('.next', 'static');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => join(dir, file));
}

test('no server-only variable or secret reaches the browser bundle', () => {
  const scripts = clientScripts();
  expect(scripts.length).toBeGreaterThan(0);
  // The secrets this build was given (tests/utils/e2e-build.ts).
  const secrets = [
    E2E_PRODUCTION_ENV.GATEWAY_JWT_SECRET,
    E2E_SECRETS.PREVIEW_SECRET,
    E2E_SECRETS.REVALIDATE_SECRET,
    E2E_SECRETS.EDITOR_SESSION_SECRET,
  ];

  for (const file of scripts) {
    const source = readFileSync(file, 'utf8');
    for (const needle of [...SERVER_ONLY_KEYS, ...secrets]) {
      expect(source.includes(needle), `${file} contains ${needle.slice(0, 24)}`).toBe(false);
    }
  }
});

test("the password checker's dictionaries stay on the server", () => {
  // Names of @zxcvbn-ts/language-common's word lists, which every copy of them carries.
  const markers = ['passwords-common', 'diceware-common'];
  for (const file of clientScripts()) {
    const source = readFileSync(file, 'utf8');
    for (const marker of markers) {
      expect(source.includes(marker), `${file} holds zxcvbn's ${marker}`).toBe(false);
    }
  }
});
