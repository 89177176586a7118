// A gallery picture upload for tests: a 4×4 PNG sent as the customer, its picture id back.
import { PNG } from 'pngjs';
import { expect } from 'vitest';
import type { TestApp } from '../../test/app';
import { multipartBody } from '../upload/multipart.test-helper';
import { uniqueIp } from '../user/test-helpers';
import type { Customer } from '../checkout/fixtures.test-helper';

export const smallPng = (): Buffer => {
  const image = new PNG({ width: 4, height: 4 });
  image.data.fill(90);
  return PNG.sync.write(image);
};

export const uploadGalleryPicture = async (t: TestApp, who: Customer): Promise<string> => {
  const { payload, headers } = multipartBody([{ name: 'file', filename: 'p.png', data: smallPng(), type: 'image/png' }]);
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/gallery/pictures', payload, remoteAddress: uniqueIp(), headers: { ...headers, ...who.headers } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.picture_id as string;
};
