-- Standard Webhooks signing, secret grace and extended retries (issue 21.4-5): placeholder reserved so parallel work gets distinct migration numbers; replaced by the real statements.
SELECT 1;
