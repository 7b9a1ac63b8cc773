// Each test file's own process.env: the harness and the skips see no real servers.
delete process.env.DATABASE_URL;
delete process.env.REDIS_URL;
