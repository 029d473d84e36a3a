/** The little a SQL store needs from a PostgreSQL connection (PGlite or the `pg` driver). */
export interface SqlClient {
  query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

export interface SqlDriver extends SqlClient {
  /** Runs several statements with no parameters (the schema). */
  exec(sql: string): Promise<void>;
  /** Runs `work` in one transaction: all of it is written, or none. */
  transaction<T>(work: (tx: SqlClient) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
