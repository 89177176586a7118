// The policy module's decisions without a server: staff roles against actions, and the ownership rule.
import { describe, expect, it } from 'vitest';
import { authorize, authorizeQuoteAnswer, can, owned } from './policy';
import { ProductId } from '../../shared/ids';

const staff = (staffRole: string | null) => ({ id: 7, userType: 'staff', staffRole });
const customer = { id: 9, userType: 'customer', staffRole: null };

describe('can', () => {
  it('lets a role take its own actions only', () => {
    expect(can(staff('sales'), 'quotes.answer')).toBe(true);
    expect(can(staff('sales'), 'wire.decide')).toBe(false);
    expect(can(staff('finance'), 'wire.decide')).toBe(true);
    expect(can(staff('content'), 'content.manage')).toBe(true);
    expect(can(staff('content'), 'orders.view')).toBe(false);
    expect(can(staff('engineering'), 'orders.hold')).toBe(true);
    expect(can(staff('admin'), 'content.manage')).toBe(true);
  });

  it('lets engineering answer the machining quotations (CNC, cables) and no other; sales and admin answer all', () => {
    expect(() => authorizeQuoteAnswer(staff('engineering'), ProductId.CNC)).not.toThrow();
    expect(() => authorizeQuoteAnswer(staff('engineering'), ProductId.Cable)).not.toThrow();
    expect(() => authorizeQuoteAnswer(staff('engineering'), ProductId.PCB)).toThrow(expect.objectContaining({ code: 4030, status: 403 }));
    expect(() => authorizeQuoteAnswer(staff('engineering'), ProductId.PCBA)).toThrow(expect.objectContaining({ status: 403 }));
    for (const role of ['sales', 'admin']) for (const id of [ProductId.PCB, ProductId.CNC]) expect(() => authorizeQuoteAnswer(staff(role), id)).not.toThrow();
    expect(() => authorizeQuoteAnswer(staff('finance'), ProductId.CNC)).toThrow(expect.objectContaining({ status: 403 }));
    expect(() => authorizeQuoteAnswer(customer, ProductId.CNC)).toThrow(expect.objectContaining({ status: 403 }));
  });

  it('gives nothing to customers, visitors, or a staff row with an unknown or missing role', () => {
    expect(can(customer, 'orders.view')).toBe(false);
    expect(can(undefined, 'orders.view')).toBe(false);
    expect(can(staff(null), 'orders.view')).toBe(false);
    expect(can(staff('owner'), 'orders.view')).toBe(false);
    // a customer row that somehow carries a role is still a customer
    expect(can({ ...customer, staffRole: 'admin' }, 'orders.view')).toBe(false);
  });

  it('reads ownership from the record', () => {
    expect(can(customer, 'own', { userId: 9 })).toBe(true);
    expect(can(customer, 'own', { userId: 10 })).toBe(false);
  });
});

describe('authorize and owned', () => {
  it('answers a customer on a staff call as before roles (4300) and a staff member without the action 4030', () => {
    expect(() => authorize(customer, 'orders.view')).toThrow(expect.objectContaining({ code: 4300, status: 403 }));
    expect(() => authorize(staff('content'), 'orders.view')).toThrow(expect.objectContaining({ code: 4030, status: 403 }));
    expect(() => authorize(staff('content'))).not.toThrow();
  });

  it('answers someone else\'s record like a missing one (404)', () => {
    expect(owned(9, { userId: 9, n: 1 })).toEqual({ userId: 9, n: 1 });
    expect(() => owned(9, { userId: 10 })).toThrow(expect.objectContaining({ code: 4040, status: 404 }));
    expect(() => owned(9, undefined)).toThrow(expect.objectContaining({ code: 4040 }));
  });
});
