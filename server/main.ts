import { readConfig } from './config.ts';
import { startServer } from './server-process.ts';
import { DataDirLockedError } from './store/data-dir-lock.ts';

// `npm start`: one process serving the app and the API on PORT.
try {
  const running = await startServer(readConfig());
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      console.log(`${signal}: finishing requests in flight, then closing the database.`);
      running.stop().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
