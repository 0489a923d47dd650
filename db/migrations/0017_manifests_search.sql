-- reserved for manifests search; replaced by its owner
SELECT 1;
