// The one schema for both databases. Later areas add their own files here.
export * from './accounts';
export * from './content';
export * from './address';
export * from './coupon';
export * from './quote';
export * from './upload';
export * from './cart';
export * from './order';
export * from './payment';
export * from './mail';
export * from './opl';
export * from './staff';
export * from './support';
export * from './pcba-bom';
export * from './pcba-order';
export * from './dfa';
export * from './function-test';
