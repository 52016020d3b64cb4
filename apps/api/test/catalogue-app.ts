import { join } from 'node:path';
import { createApp } from '../src/app.ts';
import { writeProductImages } from '../src/db/seed.ts';
import { ContractValidator } from '../src/openapi/validator.ts';
import { createTestDatabase } from './test-database.ts';

/** The API on a fresh, seeded test database, with `call` checking each answer against openapi.yaml. */
export async function createCatalogueApp() {
  const database = await createTestDatabase({ catalogue: true });
  const imagesDir = join(database.dataDir, 'media', 'products');
  writeProductImages(imagesDir);
  const contract = new ContractValidator();
  const app = createApp({ db: database.db, imagesDir, validator: contract });

  /** Calls the API and checks that the answer is the one openapi.yaml declares for its status. */
  async function call(path: string) {
    const response = await app.request(`/api/v1${path}`);
    const body = await response.json();
    const pathOnly = path.split('?')[0] ?? path;
    const check = contract.checkResponse('GET', pathOnly, response.status, body);
    return { status: response.status, body, check };
  }

  /** POSTs a JSON body (a string is sent as is) and checks the answer against openapi.yaml. */
  async function post(path: string, body: unknown) {
    const response = await app.request(`/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const json = await response.json();
    const check = contract.checkResponse('POST', path, response.status, json);
    return { status: response.status, body: json, check };
  }

  return { database, app, call, post, dispose: () => database.dispose() };
}
