-- Lets one statement check its own outcome: a select-list item calls abort_statement('<reason>') when a
-- CTE of the statement found what it needed missing (an order's debit fell short, an idempotency claim
-- was lost), and the whole statement, with everything its other CTEs wrote, is rolled back. The
-- application matches SQLSTATE P0001 and the reason (db/errors.ts).
CREATE FUNCTION abort_statement(reason text) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = reason;
END
$$;
