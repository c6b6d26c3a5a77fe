// Every vitest file: known secrets, so handlers and session checks behave as in the app.
process.env.ACCESS_PASSWORD = "test-password";
process.env.SESSION_SECRET = "test-session-secret-0123456789";
