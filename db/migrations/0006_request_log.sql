-- request log (issue 21.2): placeholder reserved so parallel work gets distinct migration numbers; replaced by the real statements.
SELECT 1;
