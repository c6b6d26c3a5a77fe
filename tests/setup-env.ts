// Every vitest file: known secrets, so handlers and session checks behave as in the app.
process.env.ACCESS_PASSWORD = "test-password";
process.env.SESSION_SECRET = "test-session-secret-0123456789";
// Every database test makes its own database (tests/helpers/test-db.ts), on PostgreSQL when
// TEST_DATABASE_URL is set. A test that reached the app's default database instead would
// run on SQLite (and the developer's data) even in the PostgreSQL pass: the default points
// at a file that cannot be opened, so such a test fails instead of passing on one database.
process.env.DATABASE_URL = "file:/nonexistent/use-createTestDb-or-useTestDatabase.db";
