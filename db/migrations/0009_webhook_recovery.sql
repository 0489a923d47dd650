-- webhook recovery and endpoint health (issue 21.6): placeholder reserved so parallel work gets distinct migration numbers; replaced by the real statements.
SELECT 1;
