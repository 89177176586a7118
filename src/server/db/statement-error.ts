import pg from 'pg';

/**
 * An error the server reported about one statement (bad value, constraint, syntax): the connection is still good.
 * FATAL and PANIC end the session, and anything that is not a server error (socket closed, protocol confusion)
 * leaves the connection in an unknown state.
 */
export const isStatementError = (err: unknown): boolean =>
  err instanceof pg.DatabaseError && err.severity !== 'FATAL' && err.severity !== 'PANIC';
