-- API key roll (issue 21.3): placeholder reserved so parallel work gets distinct migration numbers; replaced by the real statements.
SELECT 1;
