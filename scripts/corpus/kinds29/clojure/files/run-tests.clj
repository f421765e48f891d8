;; clojure -cp src:test run-tests.clj: every depot.*-test namespace under test/, exit 1 on failure.
(require 'clojure.test)
(def nss (->> (file-seq (java.io.File. "test/depot")) (filter #(.endsWith (.getName %) "_test.clj"))
              (map #(symbol (str "depot." (-> (.getName %) (.replace ".clj" "") (.replace "_" "-")))))
              sort))
(apply require nss)
(let [{:keys [fail error]} (apply clojure.test/run-tests nss)]
  (shutdown-agents)
  (System/exit (if (zero? (+ fail error)) 0 1)))
