// The statements the short-link front process (scripts/front/) needs of the database, named, as
// plain JavaScript: on PostgreSQL the front runs them itself; on the embedded database it asks
// the process that owns the database to run them by name (lib/tracking/front-service.ts), which
// runs nothing else for it.

/** Where migration 0026's triggers announce links retargeted or deleted. */
export const TRACKING_LINKS_CHANNEL = 'tracking_links';

/** @type {Record<string, string>} */
export const LINK_STATEMENTS = {
  // The index's load: every link by primary key, a page at a time ($1: after this id, $2: page size).
  linksAfter: 'select id, target_url, user_id from tracking_urls where id > $1 order by id limit $2',
  // Links announced or scanned but not indexed ($1: an array literal of ids).
  linksById: 'select id, target_url, user_id from tracking_urls where id = any($1::varchar[])',
  // A campaign's links after its response URL was edited ($1: an array literal of campaign ids).
  linksOfCampaigns: 'select id, target_url, user_id from tracking_urls where campaign_id = any($1::uuid[])',
  // Scans gathered for a few milliseconds, as one row (the links, their owners and counts side by
  // side; a row per link cost PostgreSQL an insert, a lock and a delete each), folded later
  // (lib/tracking/fold-scans.ts). $1 ids, $2 user ids, $3 counts, as array literals.
  insertScans: `insert into tracking_url_scan_batches (tracking_url_ids, user_ids, scans)
    values ($1::varchar[], $2::uuid[], $3::int[])`,
};

/**
 * A PostgreSQL array literal. Safe without quoting for what it is given here: tracking ids are
 * [a-z0-9] (checked before any lookup), user and campaign ids uuids, counts numbers.
 * @param {Array<string | number>} values
 */
export const arrayLiteral = (values) => `{${values.join(',')}}`;
