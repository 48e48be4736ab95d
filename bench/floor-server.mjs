// The floor of GET /v1/openLeads: a bare node:http server and a pg pool that run the SQL
// of the API's first page (FLOOR_SQL with the JSON array FLOOR_PARAMS) and answer its rows as JSON,
// with no routing, authentication, validation or mapping. bench/marketplace.ts starts it beside the API
// and reports the API's throughput as a share of this one's, measured in the same run. The statement is
// prepared by name on each connection, as the API prepares its pages, so the floor is the best a bare
// server does with this SQL, not one that plans it on every request.
import http from 'node:http';
import pg from 'pg';

const { FLOOR_PORT, DATABASE_URL, FLOOR_SQL, FLOOR_PARAMS } = process.env;
// as many connections as the API's pool (apps/api/src/db/client.ts)
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 20 });
const params = JSON.parse(FLOOR_PARAMS ?? '[]');

http
  .createServer((req, res) => {
    if (req.url === '/healthz') return res.end('ok');
    pool.query({ name: 'floor_first_page', text: FLOOR_SQL, values: params }).then(
      ({ rows }) => {
        const body = JSON.stringify({ data: rows });
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        res.end(body);
      },
      (err) => {
        res.writeHead(500);
        res.end(String(err));
      },
    );
  })
  .listen(Number(FLOOR_PORT), '127.0.0.1');
