// Generated from supabase/migrations by `npm run db:types -w @app/backend`; do not edit.
// test/db/database-types.test.ts (backend) fails when it differs from the migrations.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: {
      additional_generations: {
        Row: {
          id: string;
          user_id: string;
          amount: number;
          used: number;
          expires_at: string;
          stripe_payment_intent_id: string | null;
          created_at: string;
          stripe_checkout_session_id: string | null;
        };
        Insert: {
          id?: string;
          user_id: string;
          amount: number;
          used?: number;
          expires_at: string;
          stripe_payment_intent_id?: string | null;
          created_at?: string;
          stripe_checkout_session_id?: string | null;
        };
        Update: {
          id?: string;
          user_id?: string;
          amount?: number;
          used?: number;
          expires_at?: string;
          stripe_payment_intent_id?: string | null;
          created_at?: string;
          stripe_checkout_session_id?: string | null;
        };
        Relationships: [];
      };
      billing_cycles: {
        Row: {
          id: string;
          user_id: string;
          cycle_month: string;
          included_generations: number;
          extra_generations: number;
          extra_charge: number;
          status: string;
          created_at: string;
          updated_at: string;
          stripe_invoice_id: string | null;
          overage_started_at: string | null;
          overage_started_mailed_at: string | null;
          overage_cap_reached_at: string | null;
          overage_cap_mailed_at: string | null;
        };
        Insert: {
          id?: string;
          user_id: string;
          cycle_month: string;
          included_generations?: number;
          extra_generations?: number;
          extra_charge?: number;
          status?: string;
          created_at?: string;
          updated_at?: string;
          stripe_invoice_id?: string | null;
          overage_started_at?: string | null;
          overage_started_mailed_at?: string | null;
          overage_cap_reached_at?: string | null;
          overage_cap_mailed_at?: string | null;
        };
        Update: {
          id?: string;
          user_id?: string;
          cycle_month?: string;
          included_generations?: number;
          extra_generations?: number;
          extra_charge?: number;
          status?: string;
          created_at?: string;
          updated_at?: string;
          stripe_invoice_id?: string | null;
          overage_started_at?: string | null;
          overage_started_mailed_at?: string | null;
          overage_cap_reached_at?: string | null;
          overage_cap_mailed_at?: string | null;
        };
        Relationships: [];
      };
      contact_requests: {
        Row: {
          id: string;
          first_name: string;
          last_name: string;
          company: string;
          country: string;
          job_title: string;
          email: string;
          company_size: string;
          message: string;
          created_at: string;
        };
        Insert: {
          id?: string;
          first_name: string;
          last_name: string;
          company: string;
          country: string;
          job_title: string;
          email: string;
          company_size: string;
          message: string;
          created_at?: string;
        };
        Update: {
          id?: string;
          first_name?: string;
          last_name?: string;
          company?: string;
          country?: string;
          job_title?: string;
          email?: string;
          company_size?: string;
          message?: string;
          created_at?: string;
        };
        Relationships: [];
      };
      feedback: {
        Row: {
          id: string;
          user_id: string | null;
          email: string;
          rating: number;
          comments: string | null;
          created_at: string;
        };
        Insert: {
          id?: string;
          user_id?: string | null;
          email: string;
          rating: number;
          comments?: string | null;
          created_at?: string;
        };
        Update: {
          id?: string;
          user_id?: string | null;
          email?: string;
          rating?: number;
          comments?: string | null;
          created_at?: string;
        };
        Relationships: [];
      };
      figma_accounts: {
        Row: {
          user_id: string;
          figma_user_id: string;
          handle: string;
          email: string | null;
          img_url: string | null;
          access_token_encrypted: string;
          refresh_token_encrypted: string | null;
          access_token_expires_at: string | null;
          scopes: string;
          connected_at: string;
          updated_at: string;
        };
        Insert: {
          user_id: string;
          figma_user_id: string;
          handle: string;
          email?: string | null;
          img_url?: string | null;
          access_token_encrypted: string;
          refresh_token_encrypted?: string | null;
          access_token_expires_at?: string | null;
          scopes?: string;
          connected_at?: string;
          updated_at?: string;
        };
        Update: {
          user_id?: string;
          figma_user_id?: string;
          handle?: string;
          email?: string | null;
          img_url?: string | null;
          access_token_encrypted?: string;
          refresh_token_encrypted?: string | null;
          access_token_expires_at?: string | null;
          scopes?: string;
          connected_at?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      figma_oauth_state: {
        Row: {
          state: string;
          session_id: string;
          user_id: string | null;
          created_at: string;
          expires_at: string;
        };
        Insert: {
          state: string;
          session_id: string;
          user_id?: string | null;
          created_at?: string;
          expires_at?: string;
        };
        Update: {
          state?: string;
          session_id?: string;
          user_id?: string | null;
          created_at?: string;
          expires_at?: string;
        };
        Relationships: [];
      };
      generation_renders: {
        Row: {
          generation_id: string;
          user_id: string;
          status: string;
          stage: string | null;
          attempts: number;
          error: string | null;
          score: number | null;
          layers: number | null;
          within_tolerance: number | null;
          image_similarity: number | null;
          render_path: string | null;
          report_path: string | null;
          started_at: string | null;
          finished_at: string | null;
          created_at: string;
          updated_at: string;
        };
        Insert: {
          generation_id: string;
          user_id: string;
          status?: string;
          stage?: string | null;
          attempts?: number;
          error?: string | null;
          score?: number | null;
          layers?: number | null;
          within_tolerance?: number | null;
          image_similarity?: number | null;
          render_path?: string | null;
          report_path?: string | null;
          started_at?: string | null;
          finished_at?: string | null;
          created_at?: string;
          updated_at?: string;
        };
        Update: {
          generation_id?: string;
          user_id?: string;
          status?: string;
          stage?: string | null;
          attempts?: number;
          error?: string | null;
          score?: number | null;
          layers?: number | null;
          within_tolerance?: number | null;
          image_similarity?: number | null;
          render_path?: string | null;
          report_path?: string | null;
          started_at?: string | null;
          finished_at?: string | null;
          created_at?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'generation_renders_generation_id_fkey';
            columns: ['generation_id'];
            isOneToOne: true;
            referencedRelation: 'generations';
            referencedColumns: ['id'];
          },
        ];
      };
      generation_requests: {
        Row: {
          user_id: string;
          idempotency_key: string;
          generation_id: string | null;
          response: Json;
          created_at: string;
        };
        Insert: {
          user_id: string;
          idempotency_key: string;
          generation_id?: string | null;
          response: Json;
          created_at?: string;
        };
        Update: {
          user_id?: string;
          idempotency_key?: string;
          generation_id?: string | null;
          response?: Json;
          created_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'generation_requests_generation_id_fkey';
            columns: ['generation_id'];
            isOneToOne: false;
            referencedRelation: 'generations';
            referencedColumns: ['id'];
          },
        ];
      };
      generations: {
        Row: {
          id: string;
          user_id: string;
          name: string;
          type: string;
          charged: boolean;
          created_at: string;
          files: Json;
          warnings: Json;
          preview_path: string | null;
          screens: number;
          flow: Json | null;
        };
        Insert: {
          id?: string;
          user_id: string;
          name: string;
          type?: string;
          charged?: boolean;
          created_at?: string;
          files?: Json;
          warnings?: Json;
          preview_path?: string | null;
          screens?: number;
          flow?: Json | null;
        };
        Update: {
          id?: string;
          user_id?: string;
          name?: string;
          type?: string;
          charged?: boolean;
          created_at?: string;
          files?: Json;
          warnings?: Json;
          preview_path?: string | null;
          screens?: number;
          flow?: Json | null;
        };
        Relationships: [];
      };
      issue_reports: {
        Row: {
          id: string;
          user_id: string | null;
          email: string;
          description: string;
          severity: string;
          file_url: string | null;
          file_name: string | null;
          created_at: string;
        };
        Insert: {
          id?: string;
          user_id?: string | null;
          email: string;
          description: string;
          severity?: string;
          file_url?: string | null;
          file_name?: string | null;
          created_at?: string;
        };
        Update: {
          id?: string;
          user_id?: string | null;
          email?: string;
          description?: string;
          severity?: string;
          file_url?: string | null;
          file_name?: string | null;
          created_at?: string;
        };
        Relationships: [];
      };
      plugin_link_keys: {
        Row: {
          read_key_hash: string;
          write_key_hash: string;
          cookie_state_hash: string;
          user_id: string | null;
          figma_linked_at: string | null;
          created_at: string;
          expires_at: string;
        };
        Insert: {
          read_key_hash: string;
          write_key_hash: string;
          cookie_state_hash: string;
          user_id?: string | null;
          figma_linked_at?: string | null;
          created_at?: string;
          expires_at?: string;
        };
        Update: {
          read_key_hash?: string;
          write_key_hash?: string;
          cookie_state_hash?: string;
          user_id?: string | null;
          figma_linked_at?: string | null;
          created_at?: string;
          expires_at?: string;
        };
        Relationships: [];
      };
      plugin_sessions: {
        Row: { session_id: string; user_id: string; linked_at: string; last_used_at: string };
        Insert: { session_id: string; user_id: string; linked_at?: string; last_used_at?: string };
        Update: {
          session_id?: string;
          user_id?: string;
          linked_at?: string;
          last_used_at?: string;
        };
        Relationships: [];
      };
      profiles: {
        Row: {
          id: string;
          is_active: boolean;
          subscription_tier: string;
          free_generations_used: number;
          stripe_customer_id: string | null;
          created_at: string;
          updated_at: string;
          overage_payment_method_id: string | null;
          overage_cap_cents: number;
          plugin_charges_allowed: boolean;
        };
        Insert: {
          id: string;
          is_active?: boolean;
          subscription_tier?: string;
          free_generations_used?: number;
          stripe_customer_id?: string | null;
          created_at?: string;
          updated_at?: string;
          overage_payment_method_id?: string | null;
          overage_cap_cents?: number;
          plugin_charges_allowed?: boolean;
        };
        Update: {
          id?: string;
          is_active?: boolean;
          subscription_tier?: string;
          free_generations_used?: number;
          stripe_customer_id?: string | null;
          created_at?: string;
          updated_at?: string;
          overage_payment_method_id?: string | null;
          overage_cap_cents?: number;
          plugin_charges_allowed?: boolean;
        };
        Relationships: [];
      };
      stripe_events: {
        Row: { id: string; type: string; processed_at: string };
        Insert: { id: string; type: string; processed_at?: string };
        Update: { id?: string; type?: string; processed_at?: string };
        Relationships: [];
      };
      subscriptions: {
        Row: {
          id: string;
          user_id: string;
          plan: string;
          status: string;
          start_date: string;
          end_date: string | null;
          stripe_subscription_id: string | null;
          created_at: string;
          updated_at: string;
        };
        Insert: {
          id?: string;
          user_id: string;
          plan: string;
          status: string;
          start_date?: string;
          end_date?: string | null;
          stripe_subscription_id?: string | null;
          created_at?: string;
          updated_at?: string;
        };
        Update: {
          id?: string;
          user_id?: string;
          plan?: string;
          status?: string;
          start_date?: string;
          end_date?: string | null;
          stripe_subscription_id?: string | null;
          created_at?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
    };
    Views: {
      [_ in never]: never;
    };
    Functions: {
      caller_is_plugin_session: { Args: never; Returns: boolean };
      caller_meets_mfa_requirement: { Args: never; Returns: boolean };
      cleanup_expired_oauth_state: { Args: never; Returns: number };
      create_missing_profile: { Args: { user_id: string }; Returns: Json };
      delete_figma_oauth_state: { Args: { oauth_state: string }; Returns: boolean };
      generation_total: { Args: never; Returns: number };
      generation_types: { Args: never; Returns: string[] };
      get_figma_oauth_state: { Args: { oauth_state: string }; Returns: Json };
      revoke_plugin_session: { Args: { plugin_session_id: string }; Returns: boolean };
      validate_email_for_signup: { Args: { user_email: string }; Returns: Json };
    };
    Enums: {
      [_ in never]: never;
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};
