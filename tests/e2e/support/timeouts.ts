/** Every journey and hook of the browser suite may take this long (jest.config.js, project e2e). */
jest.setTimeout(120_000);
