// Usage: node scripts/lib/ping.cjs mongo|redis <url>  →  exit 0 when the server answers within 2 s.
const [kind, url] = process.argv.slice(2);

async function pingMongo(uri) {
  const { MongoClient } = require('mongoose').mongo;
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 2000, connectTimeoutMS: 2000 });
  try {
    await client.connect();
    await client.db('admin').command({ ping: 1 });
  } finally {
    await client.close().catch(() => {});
  }
}

async function pingRedis(redisUrl) {
  const { Redis } = require('ioredis');
  const client = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => {});
  try {
    await client.connect();
    if ((await client.ping()) !== 'PONG') throw new Error('no PONG');
  } finally {
    client.disconnect();
  }
}

(kind === 'mongo' ? pingMongo(url) : pingRedis(url)).then(
  () => process.exit(0),
  () => process.exit(1),
);
