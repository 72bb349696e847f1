import S3rver from 's3rver';

/**
 * s3rver as a process of its own, as an object store is another machine: `node s3rver-main.ts <folder> <bucket>`
 * prints `listening <port>` and serves until it is stopped.
 */
const [directory, bucket] = process.argv.slice(2);
if (!directory || !bucket) throw new Error('Usage: s3rver-main.ts <folder> <bucket>');
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket, configs: [] }],
});
const { port } = await server.run();
process.stdout.write(`listening ${port}\n`);
process.on('SIGTERM', () => server.close().then(() => process.exit(0)));
