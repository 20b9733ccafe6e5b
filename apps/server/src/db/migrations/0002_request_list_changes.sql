-- Every process caches the pages of a customer's request list and drops them when PostgreSQL says
-- something on them changed: on commit, whoever made the change. The notice carries the
-- customer's uid; '*' means every customer (a company or a service, shown on many lists).
CREATE FUNCTION "notify_requests_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		PERFORM pg_notify('requests_changed', OLD.customer_uid);
	END IF;
	IF TG_OP <> 'DELETE' THEN
		PERFORM pg_notify('requests_changed', NEW.customer_uid);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "requests_changed"
	AFTER INSERT OR UPDATE OR DELETE ON "requests"
	FOR EACH ROW
	EXECUTE FUNCTION "notify_requests_changed"();
--> statement-breakpoint
CREATE FUNCTION "notify_request_dependants_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		PERFORM pg_notify('requests_changed', "customer_uid") FROM "requests" WHERE "id" = OLD.request_id;
	END IF;
	IF TG_OP <> 'DELETE' THEN
		PERFORM pg_notify('requests_changed', "customer_uid") FROM "requests" WHERE "id" = NEW.request_id;
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "request_dependants_changed"
	AFTER INSERT OR UPDATE OR DELETE ON "request_dependants"
	FOR EACH ROW
	EXECUTE FUNCTION "notify_request_dependants_changed"();
--> statement-breakpoint
CREATE FUNCTION "notify_customer_company_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('requests_changed', NEW.uid);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_company_changed"
	AFTER UPDATE OF "b2b_company_id" ON "users"
	FOR EACH ROW
	WHEN (OLD.b2b_company_id IS DISTINCT FROM NEW.b2b_company_id)
	EXECUTE FUNCTION "notify_customer_company_changed"();
--> statement-breakpoint
CREATE FUNCTION "notify_every_request_list"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('requests_changed', '*');
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "b2b_companies_changed"
	AFTER UPDATE OR DELETE OR TRUNCATE ON "b2b_companies"
	FOR EACH STATEMENT
	EXECUTE FUNCTION "notify_every_request_list"();
--> statement-breakpoint
CREATE TRIGGER "services_changed"
	AFTER UPDATE OR DELETE OR TRUNCATE ON "services"
	FOR EACH STATEMENT
	EXECUTE FUNCTION "notify_every_request_list"();
--> statement-breakpoint
CREATE TRIGGER "requests_truncated"
	AFTER TRUNCATE ON "requests"
	FOR EACH STATEMENT
	EXECUTE FUNCTION "notify_every_request_list"();
